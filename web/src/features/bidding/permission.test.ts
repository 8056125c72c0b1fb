import { describe, expect, it } from 'vitest';
import { permissionOnOpen } from './permission';

describe('permissionOnOpen', () => {
  it('asks a buyer without a plan for one, but not an active agent, who quotes under the dealer’s plan', () => {
    expect(permissionOnOpen({ is_subscribed: false }, 'Maharashtra')).toEqual({ code: 'not_subscribed', state: 'Maharashtra' });
    expect(
      permissionOnOpen({ is_subscribed: false, agent_of: { dealer_id: 7, dealer_name: 'Anil Tractors', status: 'active' } }, 'Maharashtra'),
    ).toBeNull();
    expect(
      permissionOnOpen(
        { is_subscribed: false, agent_of: { dealer_id: 7, dealer_name: 'Anil Tractors', status: 'suspended' } },
        'Maharashtra',
      )?.code,
    ).toBe('not_subscribed');
  });
});
