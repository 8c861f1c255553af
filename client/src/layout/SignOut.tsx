import { Button } from '@mantine/core';
import { useNavigate } from 'react-router';
import { useLogoutMutation } from '../features/auth/mutations';

/** 'Sair': ends the session and goes to /login, then tells the caller (to close its menu). */
export function useSignOut(onDone?: () => void): { signOut: () => void; pending: boolean } {
  const navigate = useNavigate();
  const logout = useLogoutMutation();
  const signOut = () =>
    logout.mutate(undefined, {
      // The session is cleared locally either way (PRODUCT §4), so leave on failure too.
      onSettled: () => {
        onDone?.();
        navigate('/login');
      },
    });
  return { signOut, pending: logout.isPending };
}

/** The phone drawer's 'Sair' (on desktop it is the user menu's last item). */
export function LogoutButton({ onDone }: { onDone?: () => void }) {
  const { signOut, pending } = useSignOut(onDone);
  return (
    <Button variant="default" size="sm" onClick={signOut} disabled={pending}>
      Sair
    </Button>
  );
}
