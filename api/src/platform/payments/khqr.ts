/** KHQR: the EMVCo merchant-presented QR of Cambodia's Bakong network, built as tag-length-value text. */

const tlv = (tag: string, value: string) => {
  if (value.length > 99) throw new Error(`KHQR tag ${tag} is too long`);
  return `${tag}${String(value.length).padStart(2, '0')}${value}`;
};

/** CRC-16/CCITT-FALSE (polynomial 0x1021, start 0xFFFF), as EMVCo tag 63 carries it: four upper-case hex digits. */
export const crc16 = (text: string) => {
  let crc = 0xffff;
  for (const byte of Buffer.from(text, 'utf8')) {
    crc ^= byte << 8;
    for (let bit = 0; bit < 8; bit += 1) {
      crc = crc & 0x8000 ? ((crc << 1) ^ 0x1021) & 0xffff : (crc << 1) & 0xffff;
    }
  }
  return crc.toString(16).toUpperCase().padStart(4, '0');
};

export type KhqrMerchant = {
  /** Bakong account id, e.g. `coffee_portal@aclb`. */
  bakongAccountId: string;
  /** Merchant id at the acquiring bank; when set the QR is a merchant (tag 30) rather than individual (tag 29) one. */
  merchantId?: string | undefined;
  acquiringBank?: string | undefined;
  name: string;
  city: string;
  categoryCode?: string;
};

export type KhqrRequest = {
  merchant: KhqrMerchant;
  amountCents: number;
  billNumber: string;
  createdAt: Date;
  expiresAt?: Date;
};

const amountText = (cents: number) => `${Math.floor(cents / 100)}.${String(cents % 100).padStart(2, '0')}`;

/** A dynamic (one-payment) KHQR in US dollars (currency 840) for the given amount and bill. */
export const buildKhqr = ({ merchant, amountCents, billNumber, createdAt, expiresAt }: KhqrRequest) => {
  const account = merchant.merchantId
    ? tlv(
        '30',
        tlv('00', merchant.bakongAccountId) +
          tlv('01', merchant.merchantId) +
          tlv('02', merchant.acquiringBank ?? 'Bakong'),
      )
    : tlv('29', tlv('00', merchant.bakongAccountId));
  const timestamps =
    tlv('00', String(createdAt.getTime())) + (expiresAt ? tlv('01', String(expiresAt.getTime())) : '');
  const body =
    tlv('00', '01') +
    tlv('01', '12') +
    account +
    tlv('52', merchant.categoryCode ?? '5499') +
    tlv('53', '840') +
    tlv('54', amountText(amountCents)) +
    tlv('58', 'KH') +
    tlv('59', merchant.name.slice(0, 25)) +
    tlv('60', merchant.city.slice(0, 15)) +
    tlv('62', tlv('01', billNumber.slice(0, 25))) +
    tlv('99', timestamps) +
    '6304';
  return body + crc16(body);
};

/** Reads the top-level tags of an EMVCo payload (for checks and tests). */
export const parseTlv = (payload: string) => {
  const tags: Record<string, string> = {};
  let at = 0;
  while (at < payload.length) {
    const tag = payload.slice(at, at + 2);
    const length = Number(payload.slice(at + 2, at + 4));
    tags[tag] = payload.slice(at + 4, at + 4 + length);
    at += 4 + length;
  }
  return tags;
};
