import { describe, expect, it } from 'vitest';
import { blockBody, describeBlock } from './block-sheet.tsx';
import { marksByDay } from './vendor-calendar.tsx';

const at = (date: string, time: string) => new Date(`${date}T${time}:00+09:00`).toISOString();

describe('the block a sheet sends', () => {
  const base = {
    startDate: '2026-12-05',
    endDate: '2026-12-05',
    startTime: '',
    endTime: '',
    reason: 'day_off' as const,
    note: '',
  };

  it('is one whole day, several days, or hours of the day', () => {
    expect(blockBody({ ...base, mode: 'days' })).toEqual({ startDate: '2026-12-05', reason: 'day_off' });
    expect(blockBody({ ...base, mode: 'days', endDate: '2026-12-07', note: ' 가족 여행 ' })).toEqual({
      startDate: '2026-12-05',
      endDate: '2026-12-07',
      reason: 'day_off',
      note: '가족 여행',
    });
    expect(
      blockBody({ ...base, mode: 'hours', startTime: '10:00', endTime: '14:00', reason: 'other_event' }),
    ).toEqual({
      startDate: '2026-12-05',
      startTime: '10:00',
      endTime: '14:00',
      reason: 'other_event',
    });
  });

  it('is described in Korean for the toast', () => {
    expect(describeBlock({ startDate: '2026-12-05', reason: 'day_off' })).toBe(
      '12월 5일 (토) 하루 종일 · 휴무',
    );
    expect(describeBlock({ startDate: '2026-12-05', endDate: '2026-12-07', reason: 'maintenance' })).toBe(
      '12월 5일 (토) ~ 12월 7일 (월) · 정비',
    );
    expect(
      describeBlock({ startDate: '2026-12-05', startTime: '10:00', endTime: '14:00', reason: 'other_event' }),
    ).toBe('12월 5일 (토) 10:00~14:00 · 다른 일정');
  });
});

describe('marksByDay', () => {
  it('counts bookings and blocks per Seoul day and marks whole-day blocks', () => {
    const marks = marksByDay({
      bookings: [
        {
          id: 'b',
          code: 'FT-1',
          eventName: '행사',
          status: 'accepted',
          startsAt: at('2026-12-05', '11:00'),
          endsAt: at('2026-12-05', '15:00'),
        },
      ],
      blocks: [
        {
          id: 1,
          reason: 'other_event',
          note: null,
          startsAt: at('2026-12-05', '07:00'),
          endsAt: at('2026-12-05', '10:00'),
        },
        {
          id: 2,
          reason: 'maintenance',
          note: null,
          startsAt: at('2026-12-08', '00:00'),
          endsAt: at('2026-12-10', '00:00'),
        },
      ],
    });
    expect(marks.get('2026-12-05')).toEqual({ bookings: 1, blocks: 1, wholeDayBlock: false });
    expect(marks.get('2026-12-08')).toEqual({ bookings: 0, blocks: 1, wholeDayBlock: true });
    expect(marks.get('2026-12-09')).toEqual({ bookings: 0, blocks: 1, wholeDayBlock: true });
    expect(marks.has('2026-12-10')).toBe(false);
  });
});
