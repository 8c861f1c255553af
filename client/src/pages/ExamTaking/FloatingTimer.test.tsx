import { MantineProvider } from '@mantine/core';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { serverOffsetMs } from '../../features/exam/clock';
import { CountdownTimer, StopwatchTimer } from './FloatingTimer';

/** The device clock is 10 minutes BEHIND the server: the countdown must not care. */
const DEVICE_NOW = Date.parse('2026-05-20T12:00:00.000Z');
const SERVER_NOW = '2026-05-20T12:10:00.000Z';
const OFFSET = serverOffsetMs(SERVER_NOW, DEVICE_NOW);

function inServerMinutes(minutes: number): string {
  return new Date(Date.parse(SERVER_NOW) + minutes * 60_000).toISOString();
}

function renderWithMantine(ui: React.ReactNode) {
  return render(<MantineProvider env="test">{ui}</MantineProvider>);
}

const pill = () => screen.getByTestId('exam-timer');
const clockText = () => screen.getByRole('timer').textContent;
const tick = (ms: number) => act(() => vi.advanceTimersByTime(ms));

beforeEach(() => {
  vi.useFakeTimers();
  vi.setSystemTime(DEVICE_NOW);
});
afterEach(() => {
  vi.useRealTimers();
  localStorage.clear();
});

describe('CountdownTimer', () => {
  it("counts down to the server's expiresAt through the clock offset", () => {
    renderWithMantine(
      <CountdownTimer
        simuladoId="sim-1"
        expiresAt={inServerMinutes(12)}
        offsetMs={OFFSET}
        onTimeUp={() => undefined}
      />,
    );
    expect(clockText()).toContain('12:00');
    expect(screen.getByRole('timer').getAttribute('aria-label')).toBe('Tempo restante: 12 minutos');
    tick(1_000);
    expect(clockText()).toContain('11:59');
    expect(pill().dataset.level).toBe('safe');
  });

  it('ignores a wrong device clock: the same expiresAt with a fresh offset reads the same', () => {
    vi.setSystemTime(DEVICE_NOW - 3 * 3_600_000); // the device jumps 3 h back
    const offset = serverOffsetMs(SERVER_NOW, Date.now());
    renderWithMantine(
      <CountdownTimer
        simuladoId="sim-1"
        expiresAt={inServerMinutes(12)}
        offsetMs={offset}
        onTimeUp={() => undefined}
      />,
    );
    expect(clockText()).toContain('12:00');
  });

  it('warns once each at 10, 5 and 1 minutes for 3 s, changes level and fires time-up once', () => {
    const onTimeUp = vi.fn();
    renderWithMantine(
      <CountdownTimer
        simuladoId="sim-1"
        expiresAt={inServerMinutes(10) /* + 1 s below */}
        offsetMs={OFFSET - 1_000}
        onTimeUp={onTimeUp}
      />,
    );
    expect(clockText()).toContain('10:01');
    expect(screen.queryByText('10 minutos restantes!')).toBeNull();

    tick(1_000);
    expect(screen.getByText('10 minutos restantes!')).toBeTruthy();
    tick(2_999);
    expect(screen.getByText('10 minutos restantes!')).toBeTruthy();
    tick(1);
    expect(screen.queryByText('10 minutos restantes!')).toBeNull();

    tick(297_000); // 5:00 left
    expect(screen.getByText('5 minutos restantes!')).toBeTruthy();
    expect(pill().dataset.level).toBe('warning');

    tick(4 * 60_000); // 1:00 left
    expect(screen.getByText('Último minuto!')).toBeTruthy();
    expect(pill().dataset.level).toBe('danger');
    expect(screen.queryByText('5 minutos restantes!')).toBeNull();

    expect(onTimeUp).not.toHaveBeenCalled();
    tick(60_000);
    expect(clockText()).toContain('00:00');
    expect(onTimeUp).toHaveBeenCalledTimes(1);
    tick(10_000);
    expect(onTimeUp).toHaveBeenCalledTimes(1);
  });

  it('fires time-up at once when the time is already over (a reload after the end)', () => {
    const onTimeUp = vi.fn();
    renderWithMantine(
      <CountdownTimer
        simuladoId="sim-1"
        expiresAt={inServerMinutes(-1)}
        offsetMs={OFFSET}
        onTimeUp={onTimeUp}
      />,
    );
    expect(onTimeUp).toHaveBeenCalledTimes(1);
    expect(screen.queryByText('Último minuto!')).toBeNull();
  });
});

describe('StopwatchTimer', () => {
  it('counts up, pauses and resumes, always safe', () => {
    renderWithMantine(<StopwatchTimer simuladoId="sim-1" />);
    expect(clockText()).toContain('00:00');
    tick(65_000);
    expect(clockText()).toContain('01:05');
    expect(pill().dataset.level).toBe('safe');

    fireEvent.click(screen.getByRole('button', { name: 'Pausar' }));
    tick(30_000);
    expect(clockText()).toContain('01:05');

    fireEvent.click(screen.getByRole('button', { name: 'Retomar' }));
    tick(5_000);
    expect(clockText()).toContain('01:10');
  });

  it('persists its value per simulado and mode and restores it on return', () => {
    const first = renderWithMantine(<StopwatchTimer simuladoId="sim-1" />);
    tick(42_000);
    first.unmount();
    expect(JSON.parse(localStorage.getItem('simulado_timer_sim-1_PRACTICE')!).seconds).toBe(42);

    renderWithMantine(<StopwatchTimer simuladoId="sim-1" />);
    expect(clockText()).toContain('00:42');
    tick(1_000);
    expect(clockText()).toContain('00:43');
  });
});
