import {
  type BackofficeClient,
  type BackofficeQueries,
  createBackofficeClient,
  createBackofficeQueries,
  STAFF_TOKEN_KEY,
  type StaffMember,
  type StaffPermission,
} from '@probuild/api-client/backoffice';
import { useQueryClient } from '@tanstack/react-query';
import { createContext, type ReactNode, useCallback, useContext, useMemo, useState } from 'react';

interface StaffSessionValue {
  client: BackofficeClient;
  queries: BackofficeQueries;
  /** Whether a session token is held (its member is read with `useSignedIn`). */
  hasToken: boolean;
  /** Keeps a signed-in session's token. */
  keepToken: (token: string) => void;
  /** Forgets the token (after signing out, or when the server ended the session). */
  forget: () => void;
}

const StaffSessionContext = createContext<StaffSessionValue | null>(null);

export interface StaffSessionProviderProps {
  /** Where the token is kept: the tab's sessionStorage in the app, a fresh one in stories. */
  storage: Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;
  /** The API's origin (the page's own when absent). */
  origin?: string;
  children: ReactNode;
}

/** The back office's client and the staff session it signs its calls with. */
export function StaffSessionProvider({ storage, origin, children }: StaffSessionProviderProps) {
  const queryClient = useQueryClient();
  const [hasToken, setHasToken] = useState(() => storage.getItem(STAFF_TOKEN_KEY) !== null);
  const forget = useCallback(() => {
    storage.removeItem(STAFF_TOKEN_KEY);
    setHasToken(false);
    queryClient.clear();
  }, [storage, queryClient]);
  const value = useMemo(() => {
    const client = createBackofficeClient({ storage, origin, onSignedOut: () => setHasToken(false) });
    return {
      client,
      queries: createBackofficeQueries(client),
      hasToken,
      keepToken: (token: string) => {
        storage.setItem(STAFF_TOKEN_KEY, token);
        setHasToken(true);
      },
      forget,
    };
  }, [storage, origin, hasToken, forget]);
  return <StaffSessionContext.Provider value={value}>{children}</StaffSessionContext.Provider>;
}

export function useStaffSession(): StaffSessionValue {
  const value = useContext(StaffSessionContext);
  if (!value) throw new Error('useStaffSession needs a StaffSessionProvider');
  return value;
}

export interface SignedIn {
  staff: StaffMember;
  permissions: StaffPermission[];
  may: (permission: StaffPermission) => boolean;
}

/** The signed-in member and what their role may do (from the server's permission table). */
export function useSignedIn() {
  const { queries, hasToken } = useStaffSession();
  const query = queries.useQuery('get', '/session', {}, { enabled: hasToken, staleTime: 60_000 });
  const data = query.data?.data;
  const signedIn: SignedIn | undefined = data && {
    ...data,
    may: (permission) => data.permissions.includes(permission),
  };
  return { ...query, signedIn };
}
