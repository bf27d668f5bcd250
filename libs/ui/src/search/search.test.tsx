import { act, fireEvent, render, renderHook, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SearchBox } from './search-box';
import { useDebouncedValue } from './use-debounced-value';
import { usePagedSearch } from './use-paged-search';

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('useDebouncedValue', () => {
  it('follows the value only once it has been still for the delay', () => {
    const { result, rerender } = renderHook(({ value }) => useDebouncedValue(value, 800), {
      initialProps: { value: '' },
    });
    rerender({ value: 'du' });
    act(() => vi.advanceTimersByTime(500));
    rerender({ value: 'dup' });
    act(() => vi.advanceTimersByTime(799));
    expect(result.current).toBe('');
    act(() => vi.advanceTimersByTime(1));
    expect(result.current).toBe('dup');
  });
});

describe('usePagedSearch', () => {
  it('goes back to page 0 when the debounced search changes, not on every keystroke', () => {
    const { result } = renderHook(() => usePagedSearch(800));
    act(() => result.current.setPage(3));
    expect(result.current.page).toBe(3);

    act(() => result.current.setInput('Dup'));
    expect(result.current.input).toBe('Dup');
    expect(result.current.search).toBe('');
    expect(result.current.page).toBe(3);

    act(() => vi.advanceTimersByTime(800));
    expect(result.current.search).toBe('Dup');
    expect(result.current.page).toBe(0);
  });

  it('pages normally within one search, with a value or an updater', () => {
    const { result } = renderHook(() => usePagedSearch(500));
    act(() => result.current.setInput('gel'));
    act(() => vi.advanceTimersByTime(500));
    act(() => result.current.setPage(1));
    act(() => result.current.setPage((p) => p + 1));
    expect(result.current.page).toBe(2);
  });
});

describe('SearchBox', () => {
  it('is a labelled search input that reports the term after the delay, once', () => {
    const onSearch = vi.fn();
    render(<SearchBox label="Rechercher un client" delayMs={800} onSearch={onSearch} />);
    const input = screen.getByRole('searchbox', { name: 'Rechercher un client' });
    expect(input).toHaveAttribute('type', 'search');

    fireEvent.change(input, { target: { value: 'Mar' } });
    act(() => vi.advanceTimersByTime(400));
    fireEvent.change(input, { target: { value: 'Martin' } });
    act(() => vi.advanceTimersByTime(799));
    expect(onSearch).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(1));
    expect(onSearch).toHaveBeenCalledTimes(1);
    expect(onSearch).toHaveBeenCalledWith('Martin');
  });

  it('searches at once on Enter, without reporting the same term again later', () => {
    const onSearch = vi.fn();
    render(<SearchBox label="Chercher un produit" delayMs={500} onSearch={onSearch} />);
    const input = screen.getByRole('searchbox', { name: 'Chercher un produit' });
    fireEvent.change(input, { target: { value: 'shampoing' } });
    fireEvent.keyDown(input, { key: 'Enter' });
    expect(onSearch).toHaveBeenCalledWith('shampoing');
    act(() => vi.advanceTimersByTime(500));
    expect(onSearch).toHaveBeenCalledTimes(1);
  });

  it('starts from the default value without reporting it', () => {
    const onSearch = vi.fn();
    render(<SearchBox label="Recherche" delayMs={100} onSearch={onSearch} defaultValue="abc" />);
    expect(screen.getByRole('searchbox', { name: 'Recherche' })).toHaveValue('abc');
    act(() => vi.advanceTimersByTime(200));
    expect(onSearch).not.toHaveBeenCalled();
  });
});
