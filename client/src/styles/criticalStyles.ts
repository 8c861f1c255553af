/**
 * The Mantine CSS the shell and the landing need to paint, and nothing else: the whole
 * stylesheet (250 kB, 37 kB gzip) is render-blocking and would delay the landing's first
 * paint on a phone. Every other screen loads it with its chunk (styles/fullStyles.ts).
 * The `.layer` variants put Mantine in `@layer mantine`, so the app's own CSS wins whatever
 * order the two arrive in. A component added to the header or the landing needs its file here.
 */
import '@mantine/core/styles/baseline.layer.css';
import '@mantine/core/styles/default-css-variables.layer.css';
import '@mantine/core/styles/global.layer.css';
import '@mantine/core/styles/UnstyledButton.layer.css';
import '@mantine/core/styles/VisuallyHidden.layer.css';
import '@mantine/core/styles/Loader.layer.css';
import '@mantine/core/styles/Button.layer.css';
import '@mantine/core/styles/ActionIcon.layer.css';
import '@mantine/core/styles/Burger.layer.css';
import '@mantine/core/styles/Badge.layer.css';
import '@mantine/core/styles/Center.layer.css';
import '@mantine/core/styles/Container.layer.css';
import '@mantine/core/styles/Divider.layer.css';
import '@mantine/core/styles/Group.layer.css';
import '@mantine/core/styles/Stack.layer.css';
import '@mantine/core/styles/SimpleGrid.layer.css';
import '@mantine/core/styles/Paper.layer.css';
import '@mantine/core/styles/Text.layer.css';
import '@mantine/core/styles/Title.layer.css';
