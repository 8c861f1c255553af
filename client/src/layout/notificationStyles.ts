// Only what a notification draws, not Mantine's whole sheet: it loads on every page, the
// landing included (see styles/criticalStyles.ts).
import '@mantine/core/styles/CloseButton.layer.css';
import '@mantine/core/styles/Notification.layer.css';
import '@mantine/notifications/styles.layer.css';
