// Image imports resolve to a URL string in Vite; tests get a stable stand-in.
module.exports = 'test-file-stub';
