import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AdminApiError, adminGet } from '../features/admin/api/http';
import { useAdminChange, useAdminQuery } from '../features/admin/queries';
import { deferred, mockApi } from '../test/api-mock';
import { renderWithApp } from '../test/render';
import { createQueryClient, isClientError, queryKeys, retryDelay, shouldRetryRead, useApiQuery, useOptimisticChange } from './query';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

/** The app's own cache, with its retry rule, but no back-off wait: the test need not sleep. */
function appClientWithoutWaits() {
  const client = createQueryClient();
  client.setDefaultOptions({ ...client.getDefaultOptions(), queries: { ...client.getDefaultOptions().queries, retryDelay: 0 } });
  return client;
}

function Names() {
  const list = useAdminQuery(queryKeys.admin.list('names'), (signal) => adminGet<string[]>('/admin/names', signal));
  if (list.error) return <p role="alert">{list.error}</p>;
  return <p data-testid="names">{list.data?.join(', ') ?? '…'}</p>;
}

describe('the read policy', () => {
  it('retries failed reads with a growing back-off, never a refusal (4xx)', () => {
    expect(shouldRetryRead(0, new TypeError('Failed to fetch'))).toBe(true);
    expect(shouldRetryRead(2, new AdminApiError('down', 503))).toBe(true);
    expect(shouldRetryRead(3, new TypeError('Failed to fetch'))).toBe(false);
    expect(shouldRetryRead(0, new AdminApiError('Not allowed', 403))).toBe(false);
    expect(isClientError(new AdminApiError('Bad input', 400))).toBe(true);
    expect(isClientError(new AdminApiError('down', 500))).toBe(false);
    expect([0, 1, 2, 3, 5].map(retryDelay)).toEqual([1000, 2000, 4000, 8000, 15_000]);
  });

  it('reads again after a dropped connection and shows the answer', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    let calls = 0;
    const ok = new Response(JSON.stringify({ status: 200, data: ['Asha', 'Ravi'] }), { status: 200 });
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => {
        calls += 1;
        if (calls < 3) throw new TypeError('Failed to fetch');
        return ok;
      }),
    );
    renderWithApp(<Names />, { queryClient: appClientWithoutWaits() });
    await waitFor(() => expect(screen.getByTestId('names').textContent).toBe('Asha, Ravi'));
    expect(calls).toBe(3);
  });

  it('shows a refusal at once, asked once', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const api = mockApi({ '/admin/names': { status: 403, msg: 'Only administrators can see this' } });
    renderWithApp(<Names />, { queryClient: appClientWithoutWaits() });
    expect((await screen.findByRole('alert')).textContent).toBe('Only administrators can see this');
    expect(api.count('/admin/names')).toBe(1);
  });
});

describe('a deferred read', () => {
  it('keeps loading until its first answer is drawn, never showing an empty list meanwhile', async () => {
    const seen: string[] = [];
    const answer = deferred<string[]>();
    function Rows() {
      const { data, loading } = useApiQuery(['deferred-rows'], () => answer.promise, { deferred: true });
      seen.push(loading ? 'loading' : (data?.join(', ') ?? 'empty'));
      return <p data-testid="rows">{loading ? '…' : (data?.join(', ') ?? 'empty')}</p>;
    }
    renderWithApp(<Rows />);
    await act(async () => answer.resolve(['Asha', 'Ravi']));
    await waitFor(() => expect(screen.getByTestId('rows').textContent).toBe('Asha, Ravi'));
    expect(seen).not.toContain('empty');
    expect(seen[0]).toBe('loading');
  });
});

describe('changes', () => {
  function NamesWithAdd() {
    const { busy, run } = useAdminChange([queryKeys.admin.list('names')]);
    return (
      <>
        <Names />
        <button type="button" disabled={busy} onClick={() => void run(async () => ({ msg: 'Added' }))}>
          Add
        </button>
      </>
    );
  }

  it('a saved change reads the lists it touched again', async () => {
    let names = ['Asha'];
    const api = mockApi({ '/admin/names': () => ({ status: 200, data: names }) });
    renderWithApp(<NamesWithAdd />);
    await waitFor(() => expect(screen.getByTestId('names').textContent).toBe('Asha'));
    names = ['Asha', 'Ravi'];
    fireEvent.click(screen.getByRole('button', { name: 'Add' }));
    await waitFor(() => expect(screen.getByTestId('names').textContent).toBe('Asha, Ravi'));
    expect(api.count('/admin/names')).toBe(2);
  });

  /** A switch whose server keeps `server.on`; `send` saves it (or refuses). `reads` answers after the first one never come. */
  const server = { on: false, reads: 0, hangAfterFirstRead: false };
  function Switch({ send }: { send: (on: boolean) => Promise<unknown> }) {
    const key = ['switch'];
    const { data } = useApiQuery(key, async () => {
      server.reads += 1;
      if (server.hangAfterFirstRead && server.reads > 1) await new Promise(() => undefined);
      return { on: server.on };
    });
    const change = useOptimisticChange<{ on: boolean }, boolean>({ key, send, apply: (_current, on) => ({ on }) });
    if (!data) return null;
    return (
      <input
        type="checkbox"
        aria-label="Quiet hours"
        checked={data.on}
        disabled={change.isPending}
        onChange={(e) => change.mutate(e.target.checked)}
      />
    );
  }

  it('shows an optimistic change at once and puts it back when the server refuses', async () => {
    // Only the rollback can put the switch back: the read after the failure never answers.
    Object.assign(server, { on: false, reads: 0, hangAfterFirstRead: true });
    const answer = deferred<unknown>();
    const send = vi.fn(() => answer.promise.then(() => Promise.reject(new Error('refused'))));
    renderWithApp(<Switch send={send} />);
    const box = (await screen.findByRole('checkbox', { name: 'Quiet hours' })) as HTMLInputElement;
    fireEvent.click(box);
    // On while the server has not answered yet.
    await waitFor(() => expect(box.checked).toBe(true));
    expect(send).toHaveBeenCalledWith(true);
    await act(async () => answer.resolve(undefined));
    await waitFor(() => expect(box.checked).toBe(false));
  });

  it('keeps an optimistic change the server accepted', async () => {
    Object.assign(server, { on: false, reads: 0, hangAfterFirstRead: false });
    const send = vi.fn(async (on: boolean) => {
      server.on = on;
      return { status: 200 };
    });
    renderWithApp(<Switch send={send} />);
    const box = (await screen.findByRole('checkbox', { name: 'Quiet hours' })) as HTMLInputElement;
    fireEvent.click(box);
    await waitFor(() => expect(box.disabled).toBe(false));
    expect(box.checked).toBe(true);
    expect(send).toHaveBeenCalledTimes(1);
  });
});
