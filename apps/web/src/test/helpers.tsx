import type { User } from '@bookstore/contracts';
import { useLocation } from 'react-router';

/** A verified customer as the API shows one. */
export function makeUser(overrides: Partial<User> = {}): User {
  return {
    id: '2b0c7a9e-4f51-4d0e-9d3a-8f1b1c2d3e4f',
    name: 'Ayesha',
    lastName: 'Khan',
    email: 'ayesha@example.com',
    isAccountVerified: true,
    address: '',
    city: '',
    postCode: '',
    country: 'Pakistan',
    shippingAddress: '',
    mobileNumber: '',
    profilePicture: null,
    role: 'customer',
    authProvider: 'local',
    ...overrides,
  };
}

/** Shows where the router is, and the navigation state, for assertions. */
export function CurrentLocation() {
  const location = useLocation();
  return (
    <>
      <output data-testid="path">{`${location.pathname}${location.search}`}</output>
      <output data-testid="state">{JSON.stringify(location.state ?? null)}</output>
    </>
  );
}

/** The JSON body a mocked fetch was called with for `path`. */
export function sentBody(fetchMock: jest.Mock, path: string): unknown {
  const call = fetchMock.mock.calls.find(([url]) => new URL(String(url), 'http://localhost').pathname === path);
  if (!call) throw new Error(`no call to ${path}`);
  const body = (call[1] as RequestInit).body;
  return typeof body === 'string' ? JSON.parse(body) : body;
}
