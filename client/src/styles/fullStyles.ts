/**
 * Mantine's whole stylesheet, imported by every lazily loaded screen and by the phone menu
 * (see styles/criticalStyles.ts for why the landing does without it). Vite loads a chunk's CSS
 * before running the chunk, so a screen never renders unstyled.
 */
import '@mantine/core/styles.layer.css';
