import { Drawer } from '@mantine/core';
import type { ReactNode } from 'react';
// Drawer, Overlay, CloseButton… are not in the critical CSS of the landing.
import '../styles/fullStyles';

type MenuDrawerProps = {
  id: string;
  opened: boolean;
  onClose: () => void;
  hiddenFrom: 'lg';
  children: ReactNode;
};

/**
 * The phone menu. Its own chunk, loaded on the first tap of the burger: Mantine's Drawer
 * brings scroll locking, a focus trap and floating-ui, which the landing does not need to
 * paint.
 */
export function MenuDrawer({ id, opened, onClose, hiddenFrom, children }: MenuDrawerProps) {
  return (
    <Drawer
      id={id}
      opened={opened}
      onClose={onClose}
      title="Menu"
      position="right"
      size="xs"
      hiddenFrom={hiddenFrom}
      closeButtonProps={{ 'aria-label': 'Fechar menu' }}
    >
      {children}
    </Drawer>
  );
}
