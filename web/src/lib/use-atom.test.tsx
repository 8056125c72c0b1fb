import { act, cleanup, render, screen } from '@testing-library/react';
import { Provider, atom, createStore } from 'jotai';
import { afterEach, describe, expect, it } from 'vitest';
import { useAtom, useAtomValue } from './use-atom';

afterEach(cleanup);

const countAtom = atom(1);
const doubledAtom = atom((get) => get(countAtom) * 2);

function setup() {
  const store = createStore();
  const renders: number[] = [];
  function Reader() {
    const value = useAtomValue(doubledAtom);
    renders.push(value);
    return <p data-testid="value">{value}</p>;
  }
  function Writer() {
    const [count, setCount] = useAtom(countAtom);
    return (
      <button type="button" onClick={() => setCount(count + 1)}>
        {count}
      </button>
    );
  }
  render(
    <Provider store={store}>
      <Reader />
      <Writer />
    </Provider>,
  );
  return { store, renders };
}

describe('useAtomValue', () => {
  it('draws a reader once on mount when its atom did not change meanwhile', () => {
    const { renders } = setup();
    expect(renders).toEqual([2]);
    expect(screen.getByTestId('value').textContent).toBe('2');
  });

  it('draws a reader again when its atom changes, and not when a write leaves it as it was', () => {
    const { store, renders } = setup();
    act(() => store.set(countAtom, 5));
    expect(screen.getByTestId('value').textContent).toBe('10');
    expect(renders).toEqual([2, 10]);
    act(() => store.set(countAtom, 5));
    expect(renders).toEqual([2, 10]);
  });

  it('writes through useAtom', () => {
    const { store } = setup();
    act(() => screen.getByRole('button').click());
    expect(store.get(countAtom)).toBe(2);
    expect(screen.getByTestId('value').textContent).toBe('4');
  });
});
