// Stands in for axios's fetch adapter (see axios-without-fetch.cjs): its shape, and "not supported".
export const getFetch = () => false;

export default false;
