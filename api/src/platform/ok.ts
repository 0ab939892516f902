/** The success envelope every /client answer uses. */
export const ok = <T>(data: T) => ({ data, message: 'ok' });
