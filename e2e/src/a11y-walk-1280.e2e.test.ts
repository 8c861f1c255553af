import { describeAxeWalk } from './support/a11y-walk';

// The accessibility walk of every screen at 1280 px (support/a11y-walk.ts).
describeAxeWalk(1280);
