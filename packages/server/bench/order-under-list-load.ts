// An order on a running server while list-product is under load (the embedded database's promise:
// a slow catalogue read must not starve checkout). `connections` loops send the list pages one after
// another for `seconds`; meanwhile one customer adds BENCH_ORDER_SKU to the cart, places an order
// and pays it (through the test provider), again and again. Prints the latencies as JSON on its last line.
//
//   node --import tsx bench/order-under-list-load.ts <base url> <seconds> <connections> <list bodies (JSON)>
import { randomUUID } from 'node:crypto';
import { addAndOrder, call, newCustomer, payWithTestProvider, percentiles } from './shop-calls.ts';

const [base = '', secondsArgument = '10', connectionsArgument = '10', bodiesArgument = '[]'] =
  process.argv.slice(2);
const seconds = Number(secondsArgument);
const connections = Number(connectionsArgument);
const listBodies = JSON.parse(bodiesArgument) as unknown[];
/** The list load runs alone this long before the first order, so orders meet a full queue. */
const LOAD_LEAD_MS = 1_000;

async function measure() {
  if (!base || listBodies.length === 0)
    throw new Error('Usage: <base url> <seconds> <connections> <list bodies>');
  const customer = await newCustomer(base, `bench-under-load-${randomUUID()}@example.com`);
  const deadline = performance.now() + seconds * 1000;
  const listMs: number[] = [];
  let listFailures = 0;
  let next = 0;
  const listLoad = Array.from({ length: connections }, async () => {
    while (performance.now() < deadline) {
      const answer = await call(base, 'POST', '/list-product', listBodies[next++ % listBodies.length]);
      listMs.push(answer.ms);
      if (answer.status !== 200) listFailures += 1;
    }
  });

  await new Promise((resolve) => setTimeout(resolve, LOAD_LEAD_MS));
  const orderMs: number[] = [];
  let orderFailures = 0;
  while (performance.now() < deadline) {
    const round = await addAndOrder(base, customer);
    orderMs.push(round.orderMs);
    if (round.failed) orderFailures += 1;
    // Paid, the order no longer holds units against the customer's limits; not measured.
    else if (round.orderNumber) await payWithTestProvider(base, customer, round.orderNumber);
  }
  await Promise.all(listLoad);
  return {
    orders: orderMs.length,
    order: percentiles(orderMs),
    orderFailures,
    listRequests: listMs.length,
    list: percentiles(listMs),
    listFailures,
  };
}

measure().then(
  (result) => console.log(JSON.stringify(result)),
  (error) => {
    console.error(error);
    process.exitCode = 1;
  },
);
