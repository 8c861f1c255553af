import { Center, Loader } from '@mantine/core';

/** The spinner shown while a page or the signed-in user loads; announced as a status. */
export function PageLoader({ label = 'Carregando...' }: { label?: string }) {
  return (
    <Center role="status" aria-label={label} py="xl" mih={200}>
      <Loader aria-hidden />
    </Center>
  );
}
