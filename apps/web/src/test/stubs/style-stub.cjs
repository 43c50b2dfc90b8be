// CSS imports are side effects only; tests do not need the styles.
module.exports = {};
