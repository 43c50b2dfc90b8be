// react-router 7 reads TextEncoder/TextDecoder when it is imported; jsdom does not provide them.
const util = require('node:util');

globalThis.TextEncoder ??= util.TextEncoder;
globalThis.TextDecoder ??= util.TextDecoder;

require('@testing-library/jest-dom');
