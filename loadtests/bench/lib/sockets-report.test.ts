import { describe, expect, it } from 'vitest';
import { cpuMs, establishedOn, median, perConnectionKb, roundFigures } from './sockets-report';

// The header and rows of /proc/net/tcp as Linux writes them (fields trimmed after `st`).
const TCP = `  sl  local_address rem_address   st tx_queue rx_queue
   0: 0100007F:A4F9 00000000:0000 0A 00000000:00000000
   1: 0100007F:A4F9 0201007F:C350 01 00000000:00000000
   2: 0100007F:A4F9 0301007F:C351 01 00000000:00000000
   3: 0100007F:C352 0100007F:A4F9 01 00000000:00000000
   4: 0100007F:A4FA 0401007F:C353 01 00000000:00000000
   5: 0100007F:A4F9 0501007F:C354 06 00000000:00000000`;

describe('establishedOn', () => {
  it('counts the established connections an instance accepted on its port', () => {
    // 0xA4F9 = 42233: the listener (0A), nginx's side (remote port) and TIME_WAIT (06) are not.
    expect(establishedOn(TCP, 42233)).toBe(2);
    expect(establishedOn(TCP, 42234)).toBe(1);
    expect(establishedOn(TCP, 50000)).toBe(0);
  });
});

describe('median', () => {
  it('ignores one outlying sample', () => {
    expect(median([100, 102, 900, 101, 99])).toBe(101);
    expect(median([4, 1, 3, 2])).toBe(2.5);
    expect(median([])).toBeNaN();
  });
});

describe('perConnectionKb', () => {
  it('divides the growth by the sockets held, and gives no figure for none', () => {
    expect(perConnectionKb({ held: 4, rssBeforeKb: 1000, rssAfterKb: 1200 })).toBe(50);
    expect(perConnectionKb({ held: 0, rssBeforeKb: 1000, rssAfterKb: 1200 })).toBeNaN();
  });
});

describe('roundFigures', () => {
  it('times receipts from the publish and the whole path from the submit', () => {
    const receipts = Array.from({ length: 100 }, (_, i) => 1_000 + i + 1);
    const f = roundFigures({
      submittedAt: 900,
      publishedAt: 1_000,
      receipts,
      missing: 2,
    });
    expect(f.received).toBe(100);
    expect(f.missing).toBe(2);
    expect(f.fromPublish).toEqual({ p50: 50, p99: 99, max: 100 });
    expect(f.publishAfterSubmitMs).toBe(100);
    expect(f.lastAfterSubmitMs).toBe(200);
  });

  it('gives no delay when the publish was not seen', () => {
    const f = roundFigures({
      submittedAt: 0,
      publishedAt: null,
      receipts: [5],
      missing: 0,
    });
    expect(f.fromPublish.max).toBeNaN();
    expect(f.lastAfterSubmitMs).toBe(5);
  });
});

describe('cpuMs', () => {
  it('sums a name’s processes in ms and leaves the rest to other processes', () => {
    const names = new Map([
      [1, 'nginx'],
      [2, 'nginx'],
      [3, 'api-1'],
    ]);
    const cpu = {
      machine: 1.5,
      perPid: new Map([
        [1, 0.001],
        [2, 0.2],
        [3, 0.8],
      ]),
      perService: new Map([['PostgreSQL', 0.1]]),
    };
    // Over 2 s: nginx 0.201 cores = 402 ms, api-1 1,600 ms, PostgreSQL 200 ms, 798 ms else.
    expect(cpuMs(cpu, names, 2000)).toBe(
      'nginx 402 ms, api-1 1600 ms, PostgreSQL 200 ms, other processes and kernel 798 ms over 2.00 s',
    );
  });
});
