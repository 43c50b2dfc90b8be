// react-router 7 reads TextEncoder/TextDecoder when it is imported; jsdom does not provide them.
const util = require('node:util');

globalThis.TextEncoder ??= util.TextEncoder;
globalThis.TextDecoder ??= util.TextDecoder;

// react-router's data routers (createMemoryRouter, as useBlocker needs) build a Request per navigation; jsdom has none
globalThis.Request ??= class Request {
  constructor(input, init = {}) {
    this.url = String(input);
    this.method = (init.method ?? 'GET').toUpperCase();
    this.signal = init.signal ?? new AbortController().signal;
    this.headers = init.headers ?? {};
    this.body = init.body ?? null;
  }
};

require('@testing-library/jest-dom');

// a loaded machine (CI runs several suites at once) can take more than the default second to render a lazy page
require('@testing-library/react').configure({ asyncUtilTimeout: 5000 });
