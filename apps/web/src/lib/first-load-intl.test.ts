// A page's first Intl formatter sets up ICU: tens of milliseconds of a phone's main thread (issue 12). A book's
// page loads these modules for every shopper, so none may build a formatter when it loads.
describe("a book page's modules and Intl", () => {
  it.each([['@/features/catalog/product/product-tabs'], ['@/features/reviews/components/reviews-section']])(
    'when %s loads, then no Intl formatter is built',
    async (module) => {
      const dateTimeFormat = jest.spyOn(Intl, 'DateTimeFormat');
      const numberFormat = jest.spyOn(Intl, 'NumberFormat');
      await jest.isolateModulesAsync(async () => {
        await import(module);
      });
      expect(dateTimeFormat).not.toHaveBeenCalled();
      expect(numberFormat).not.toHaveBeenCalled();
      jest.restoreAllMocks();
    },
  );
});
