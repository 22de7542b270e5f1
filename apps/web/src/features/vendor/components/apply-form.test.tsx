import { SHARED_TRUCK_NAME_NOTE } from '@ft/shared';
import { QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { setApiTransport } from '../../../shell/api-client.ts';
import { createQueryClient } from '../../../shell/query-client.ts';
import { ApplyForm, type ApplyValues } from './apply-form.tsx';

afterEach(cleanup);

/** The names listed trucks go by, as the server's same-name check answers them. */
const LISTED_NAMES = ['달빛 떡볶이'];
const nameChecks: string[] = [];
setApiTransport(async (url) => {
  const name = new URL(url, 'http://localhost').searchParams.get('name') ?? '';
  nameChecks.push(name);
  const listed = LISTED_NAMES.filter((n) => n.replace(/\s+/g, '') === name.replace(/\s+/g, '')).length;
  return Response.json({ success: true, data: { listed } });
});

const options = {
  truckTypes: [{ id: 1, name: '식사' }],
  truckSizes: [{ id: 2, name: '1톤', lengthM: 4.5, widthM: 1.8 }],
  categories: [
    { id: 3, name: '분식' },
    { id: 4, name: '커피' },
  ],
};

function setup(defaults: ApplyValues = { business: {}, truck: {}, payout: {} }) {
  const onChange = vi.fn();
  const onValid = vi.fn();
  render(
    <QueryClientProvider client={createQueryClient()}>
      <ApplyForm
        id="apply"
        defaultValues={defaults}
        options={options}
        onChange={onChange}
        onValid={onValid}
      />
    </QueryClientProvider>,
  );
  const type = async (label: string, value: string) => {
    await act(async () => {
      fireEvent.change(screen.getByLabelText(label), { target: { value } });
    });
  };
  return { onChange, onValid, type };
}

describe('ApplyForm', () => {
  it('notes, without refusing, a name a listed truck already goes by', async () => {
    const { type } = setup();
    await type('푸드트럭 이름', '달빛떡볶이');
    expect(await screen.findByText(SHARED_TRUCK_NAME_NOTE, undefined, { timeout: 2000 })).toBeTruthy();
    // The note describes the field; it is no error.
    const input = screen.getByLabelText('푸드트럭 이름');
    expect(input.getAttribute('aria-invalid')).toBeNull();
    expect(document.getElementById(input.getAttribute('aria-describedby')!)?.textContent).toBe(
      SHARED_TRUCK_NAME_NOTE,
    );
    await type('푸드트럭 이름', '성남 달빛');
    await type('푸드트럭 이름', '성남 달빛 떡볶이');
    // Looked up once typing rests, not at every key.
    await vi.waitFor(() => expect(nameChecks).toEqual(['달빛떡볶이', '성남 달빛 떡볶이']), { timeout: 2000 });
    expect(await screen.findByText('손님에게 보이는 이름이에요.')).toBeTruthy();
    expect(screen.queryByText(SHARED_TRUCK_NAME_NOTE)).toBeNull();
  });

  it('formats the 사업자등록번호 while typing and checks its check digit at the tenth digit', async () => {
    const { type } = setup();
    const input = screen.getByLabelText('사업자등록번호') as HTMLInputElement;
    await type('사업자등록번호', '12345');
    expect(input.value).toBe('123-45');
    expect(screen.queryByRole('alert')).toBeNull();
    await type('사업자등록번호', '1234567890');
    expect(input.value).toBe('123-45-67890');
    expect((await screen.findByRole('alert')).textContent).toContain('사업자등록번호를 확인해주세요');
    await type('사업자등록번호', '1234567891');
    await vi.waitFor(() => expect(screen.queryByRole('alert')).toBeNull());
    expect(screen.getByText('✓ 올바른 사업자등록번호 형식이에요')).toBeTruthy();
  });

  it('hands every edit to the draft, amounts as numbers', async () => {
    const { onChange, type } = setup();
    await type('상호', '달빛푸드');
    await type('기본 출장비', '150,000');
    expect((screen.getByLabelText('기본 출장비') as HTMLInputElement).value).toBe('150,000');
    expect(onChange).toHaveBeenLastCalledWith(
      expect.objectContaining({
        business: expect.objectContaining({ companyName: '달빛푸드' }),
        truck: expect.objectContaining({ baseFee: 150000 }),
      }),
    );
  });

  it('adds and removes service regions as chips', async () => {
    setup();
    await act(async () => {
      fireEvent.change(screen.getByLabelText('시/도'), { target: { value: '서울특별시' } });
    });
    await act(async () => {
      fireEvent.change(screen.getByLabelText('시/군/구'), { target: { value: '강남구, 서초구' } });
    });
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: '+ 지역 추가' }));
    });
    expect(screen.getByRole('list', { name: '추가한 출장 지역' }).textContent).toContain('서울 강남구');
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: '서울 서초구 삭제' }));
    });
    expect(screen.getByRole('list', { name: '추가한 출장 지역' }).textContent).not.toContain('서초구');
  });

  it('shows each missing field in Korean instead of sending', async () => {
    const { onValid } = setup();
    await act(async () => {
      fireEvent.submit(screen.getByRole('form', { name: '입점 신청서' }));
    });
    expect(onValid).not.toHaveBeenCalled();
    const messages = screen.getAllByRole('alert').map((a) => a.textContent);
    expect(messages).toContain('상호를 입력해주세요');
    expect(messages).toContain('메뉴 분류를 하나 이상 선택해주세요');
    expect(messages).toContain('출장 가능 지역을 하나 이상 추가해주세요');
    expect(messages).toContain('은행을 선택해주세요');
  });
});
