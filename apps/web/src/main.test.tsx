const mockSetUp: string[] = [];
const mockRender = jest.fn();

jest.mock('react-dom/client', () => {
  mockSetUp.push('react-dom');
  return { createRoot: () => ({ render: mockRender }) };
});

describe('the entry (main.tsx)', () => {
  it('when the entry runs, then React DOM is set up in a later task than the entry itself, and the app then renders', async () => {
    jest.useFakeTimers();
    document.body.innerHTML = '<div id="root"></div>';
    await jest.isolateModulesAsync(async () => {
      await import('./main');
    });
    expect(mockSetUp).toEqual([]);
    await jest.runAllTimersAsync();
    expect(mockSetUp).toEqual(['react-dom']);
    expect(mockRender).toHaveBeenCalledTimes(1);
    jest.useRealTimers();
  });

  it('when the entry runs, then local storage is first read in a task of its own, after the entry and before the app renders', async () => {
    jest.useFakeTimers();
    mockSetUp.length = 0;
    mockRender.mockClear();
    document.body.innerHTML = '<div id="root"></div>';
    const getItem = jest.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      mockSetUp.push('local storage');
      return null;
    });
    await jest.isolateModulesAsync(async () => {
      await import('./main');
    });
    expect(mockSetUp).toEqual([]);
    await jest.advanceTimersToNextTimerAsync();
    expect(mockSetUp).toEqual(['local storage']);
    expect(mockRender).not.toHaveBeenCalled();
    await jest.runAllTimersAsync();
    expect(mockRender).toHaveBeenCalledTimes(1);
    getItem.mockRestore();
    jest.useRealTimers();
  });
});
