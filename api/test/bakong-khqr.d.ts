// bakong-khqr (the National Bank of Cambodia's KHQR SDK) ships no types; this is the part the tests use.
declare module 'bakong-khqr' {
  /** What `decode` reads from a KHQR; every value is the text of its tag, or null when the tag is absent. */
  type KhqrDecoded = {
    /** '29' for an individual account, '30' for a merchant account. */
    merchantType: '29' | '30' | null;
    bakongAccountID: string | null;
    merchantID: string | null;
    acquiringBank: string | null;
    accountInformation: string | null;
    billNumber: string | null;
    mobileNumber: string | null;
    storeLabel: string | null;
    terminalLabel: string | null;
    creationTimestamp: string | null;
    expirationTimestamp: string | null;
    payloadFormatIndicator: string | null;
    pointofInitiationMethod: string | null;
    merchantCategoryCode: string | null;
    /** ISO 4217 numeric code as text: '840' for US dollars, '116' for riel. */
    transactionCurrency: string | null;
    transactionAmount: string | null;
    countryCode: string | null;
    merchantName: string | null;
    merchantCity: string | null;
    crc: string | null;
  };
  type KhqrResponse<T> = {
    status: { code: 0 | 1; errorCode: number | null; message: string | null };
    data: T;
  };
  /** The SDK's class; only its static checks are used here. */
  export const BakongKHQR: {
    /** Checks the CRC, the required tags and their lengths, and (for a dynamic KHQR) the expiry. */
    verify(qr: string): { isValid: boolean };
    decode(qr: string): KhqrResponse<KhqrDecoded>;
  };
  export const khqrData: {
    currency: { usd: number; khr: number };
    merchantType: { merchant: string; individual: string };
  };
}
