import { CARRIER_INFO, type Carrier, trackingUrlOf } from './carriers.ts';

export interface ShipmentMail {
  subject: string;
  body: string;
}

/** The mail telling a shopper their order has left the shop, in their language. */
export function shipmentMail(
  language: 'th' | 'en',
  { orderNumber, carrier, trackingNumber }: { orderNumber: string; carrier: Carrier; trackingNumber: string },
): ShipmentMail {
  const name = CARRIER_INFO[carrier].name[language];
  const url = trackingUrlOf(carrier, trackingNumber);
  if (language === 'en')
    return {
      subject: `Your order ${orderNumber} is on its way`,
      body: [
        `Your order ${orderNumber} has left our shop with ${name}.`,
        `Tracking number: ${trackingNumber}`,
        ...(url ? [`Follow it here: ${url}`] : []),
        '',
        'ProBuild',
      ].join('\n'),
    };
  return {
    subject: `คำสั่งซื้อ ${orderNumber} จัดส่งแล้ว`,
    body: [
      `คำสั่งซื้อ ${orderNumber} ของคุณจัดส่งแล้วทาง ${name}`,
      `หมายเลขพัสดุ: ${trackingNumber}`,
      ...(url ? [`ติดตามพัสดุได้ที่: ${url}`] : []),
      '',
      'ProBuild',
    ].join('\n'),
  };
}
