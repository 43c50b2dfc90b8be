// react-router 7 reads TextEncoder/TextDecoder when it is imported; jsdom does not provide them.
const util = require('node:util');

globalThis.TextEncoder ??= util.TextEncoder;
globalThis.TextDecoder ??= util.TextDecoder;

require('@testing-library/jest-dom');

// a loaded machine (CI runs several suites at once) can take more than the default second to render a lazy page
require('@testing-library/react').configure({ asyncUtilTimeout: 5000 });
