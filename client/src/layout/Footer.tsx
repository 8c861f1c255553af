import { Anchor, Container, Text } from '@mantine/core';
import { Link } from 'react-router';
import { PRODUCT_NAME, currentYear } from '@gabaritei/shared';
import classes from './Layout.module.css';

export function Footer() {
  // The year of São Paulo, not of the device: around New Year the two can differ.
  const year = currentYear(new Date());
  return (
    <footer className={classes.footer}>
      <Container size="xl">
        <Text size="sm" c="dimmed" ta="center">
          © {year} {PRODUCT_NAME}. Todos os direitos reservados.
        </Text>
        <Text size="sm" ta="center" mt={4}>
          <Anchor component={Link} to="/privacidade" size="sm">
            Política de Privacidade
          </Anchor>
        </Text>
      </Container>
    </footer>
  );
}
