import { describeAxeWalk } from './support/a11y-walk';

// The accessibility walk of every screen at 360 px (support/a11y-walk.ts).
describeAxeWalk(360);
