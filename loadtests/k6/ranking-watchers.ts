// Live-ranking watchers: each VU opens a WebSocket through the entry point, speaks
// Socket.IO's framing (lib/socketio.ts), joins the simulado's ranking room and counts the
// `ranking:updated` events until WATCH_S has passed. Run it beside exam-day.ts (the
// submissions are what moves the ranking):
//
//   k6 run -e BASE_URL=http://127.0.0.1:8080 -e SIMULADO_ID=… -e WATCHERS=2000 \
//          -e WATCH_S=300 loadtests/k6/ranking-watchers.ts
import { Counter, Trend } from 'k6/metrics';
import { setTimeout } from 'k6/timers';
import { WebSocket } from 'k6/websockets';
import { BASE_URL, env, ms, numberEnv } from './lib/env.ts';
import { frames, parseFrame, socketIoUrl } from './lib/socketio.ts';

const WATCHERS = numberEnv('WATCHERS', 2000);
const WATCH_S = numberEnv('WATCH_S', 300);
// Each watcher should see at least this many updates (one recompute per 250 ms at most).
const MIN_UPDATES_PER_WATCHER = numberEnv('MIN_UPDATES_PER_WATCHER', 1);

const connected = new Counter('ranking_watchers_connected');
const updates = new Counter('ranking_updates_received');
const connectTime = new Trend('ranking_watcher_connect', true);
const errors = new Counter('ranking_watcher_errors');

export const options = {
  scenarios: {
    watchers: { executor: 'per-vu-iterations', vus: WATCHERS, iterations: 1 },
  },
  thresholds: {
    ranking_watchers_connected: [`count>=${WATCHERS}`],
    ranking_updates_received: [`count>=${WATCHERS * MIN_UPDATES_PER_WATCHER}`],
    ranking_watcher_connect: [`p(95)<${ms(1000)}`, `p(99)<${ms(2000)}`],
    ranking_watcher_errors: ['count==0'],
  },
};

export default function () {
  const simuladoId = env('SIMULADO_ID');
  const openedAt = Date.now();
  const ws = new WebSocket(socketIoUrl(BASE_URL));
  ws.onmessage = (event) => {
    const frame = parseFrame(String(event?.data));
    if (frame.kind === 'open') ws.send(frames.connect);
    else if (frame.kind === 'ping') ws.send(frames.pong);
    else if (frame.kind === 'connected') {
      connected.add(1);
      connectTime.add(Date.now() - openedAt);
      ws.send(frames.event('ranking:join', simuladoId));
    } else if (frame.kind === 'event' && frame.name === 'ranking:updated') updates.add(1);
  };
  ws.onerror = () => errors.add(1);
  setTimeout(() => ws.close(), WATCH_S * 1000);
}
