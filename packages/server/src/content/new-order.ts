/** Whether a new order of a list names each of its present keys exactly once (no more, none left out). */
export function namesEachOnce(order: string[], present: string[]): boolean {
  return (
    order.length === present.length &&
    new Set(order).size === order.length &&
    order.every((key) => present.includes(key))
  );
}
