import fs from 'node:fs';
import { type Page, request } from '@playwright/test';
import { waitForHydration } from '../support/app.ts';
import { expectNoSeriousA11yViolations } from '../support/axe.ts';
import { REQUIRED_CONSENTS } from '../support/consents.ts';
import { expect, test } from '../support/test.ts';
import { createPendingApplication, pdfBytes, pngBytes } from '../support/vendor-application.ts';

// ── Real files: the server checks their bytes ─────────────────────────────────────────────────────────────
function writeFiles() {
  const file = (name: string, bytes: Buffer) => {
    const path = test.info().outputPath(name);
    fs.writeFileSync(path, bytes);
    return path;
  };
  return {
    paper: file('사업자등록증.pdf', pdfBytes()),
    scan: file('자동차등록증.png', pngBytes(300, 420, [250, 250, 245], [40, 40, 40])),
    menuBoard: file('menu-board.png', pngBytes(480, 640, [30, 60, 40], [240, 240, 230])),
    truckSide: file('truck-side.png', pngBytes(640, 420, [240, 120, 40], [70, 70, 70])),
    truckFront: file('truck-front.png', pngBytes(640, 420, [40, 110, 230], [200, 200, 200])),
  };
}

// ── Helpers ─────────────────────────────────────────────────────────────────────────────────────────────────
const nextButton = (page: Page) => page.getByRole('button', { name: '다음' });

async function nextStep(page: Page, url: RegExp) {
  await nextButton(page).click();
  await expect(page).toHaveURL(url);
}

/** A chip of a group (트럭 종류, 메뉴 분류 …), tapped as a person taps it. */
const chip = (page: Page, group: string, name: string) =>
  page.getByRole('group', { name: group }).getByText(name, { exact: true });

async function fillApplyForm(page: Page, truckName: string) {
  await page.getByLabel('상호').fill('달빛푸드');
  await page.getByLabel('대표자 이름').fill('김달빛');
  await page.getByLabel('사업장 연락처').pressSequentially('0212345678');
  await expect(page.getByLabel('사업장 연락처')).toHaveValue('02-1234-5678');
  await page.getByLabel('푸드트럭 이름').fill(truckName);
  await chip(page, '트럭 종류', '분식').click();
  await chip(page, '트럭 크기', '1톤').click();
  await chip(page, '메뉴 분류', '분식').click();
  await page.getByLabel('시/도').selectOption('서울특별시');
  await page.getByLabel('시/군/구').fill('강남구, 서초구');
  await page.getByRole('button', { name: '+ 지역 추가' }).click();
  await page.getByLabel('시/도').selectOption('경기도');
  await page.getByLabel('시/군/구').fill('성남시');
  await page.getByRole('button', { name: '+ 지역 추가' }).click();
  await page.getByRole('button', { name: '서울 서초구 삭제' }).click();
  await page.getByLabel('기본 출장비').pressSequentially('150000');
  await expect(page.getByLabel('기본 출장비')).toHaveValue('150,000');
  await page.getByLabel('최소 인분').fill('50');
  await page.getByLabel('최대 인분').fill('300');
  await page
    .getByLabel('소개')
    .fill('10년 경력의 떡볶이 전문 푸드트럭이에요. 기업 행사와 축제 경험이 많아요.');
  await page.getByLabel('은행').selectOption('카카오뱅크');
  await page.getByLabel('예금주').fill('김달빛');
  await page.getByLabel('계좌번호').fill('3333-01-1234567');
  await expect(page.getByLabel('계좌번호')).toHaveValue('3333011234567');
}

/** A paper's row, named by its heading (사업자등록증 필수). */
const paperRow = (page: Page, name: string) => page.getByRole('listitem', { name });

async function uploadPaper(page: Page, name: string, input: '파일 선택' | '촬영하기', path: string) {
  await page.getByLabel(`${name} ${input}`).setInputFiles(path);
  await expect(paperRow(page, name).getByText('제출 완료')).toBeVisible();
}

// ── The flow ────────────────────────────────────────────────────────────────────────────────────────────────
test('a guest signs up from 입점하기, applies with real papers and photos (kept across reloads), an operator approves, the truck is listed and its owner manages it', async ({
  page,
  browser,
  baseURL,
}) => {
  test.setTimeout(120_000);
  const files = writeFiles();
  const truckName = `달빛 떡볶이 ${Date.now() % 100_000}`;

  // 입점하기 as a guest: what joining means, and a way in that comes back here. The server renders it and the
  // browser adopts that HTML as it is (a mismatch would log here).
  const problems: string[] = [];
  const watch = (message: { type(): string; text(): string }) => {
    if (message.type() === 'error' || message.type() === 'warning') problems.push(message.text());
  };
  page.on('console', watch);
  await page.goto('/register');
  await waitForHydration(page);
  await page.waitForLoadState('networkidle');
  page.off('console', watch);
  expect(problems).toEqual([]);
  await expect(page).toHaveTitle('입점하기 | 푸드트럭 예약');
  await expect(page.getByRole('heading', { name: '준비할 서류' })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await page.getByRole('link', { name: '로그인하고 신청하기' }).click();
  await expect(page).toHaveURL(/\/profile\?next=%2Fregister$/);
  await page.getByRole('tab', { name: '회원가입' }).click();
  const signup = page.getByRole('form', { name: '이메일 회원가입' });
  await signup
    .getByLabel('이메일')
    .fill(`vendor-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`);
  await signup.getByLabel('비밀번호').fill('goodpass123');
  await signup.getByLabel('닉네임').fill('달빛사장');
  await signup.getByRole('checkbox', { name: '전체 동의' }).check();
  await signup.getByRole('button', { name: '가입하기' }).click();
  await expect(page).toHaveURL(/\/register$/);
  await expect(page.getByRole('region', { name: '입점 신청' })).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  // A later step opened directly sends the person to the first one not done.
  await page.goto('/register/truck-photos');
  await expect(page).toHaveURL(/\/register\/apply$/);
  await expect(page.getByText('앞 단계부터 입력해주세요')).toBeVisible();

  // 1. Business, truck and account, checked as typed.
  await expect(page).toHaveTitle('입점 신청 | 푸드트럭 예약');
  await expect(page.getByText('1/5 단계 · 기본 정보')).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await nextButton(page).click();
  await expect(page.getByText('상호를 입력해주세요')).toBeVisible();
  await expect(page.getByText('출장 가능 지역을 하나 이상 추가해주세요')).toBeVisible();
  await expect(page.getByLabel('상호')).toBeFocused();
  await page.getByLabel('사업자등록번호').pressSequentially('1234567890');
  await expect(page.getByLabel('사업자등록번호')).toHaveValue('123-45-67890');
  await expect(page.getByText(/사업자등록번호를 확인해주세요/)).toBeVisible();
  await page.getByLabel('사업자등록번호').fill('');
  await page.getByLabel('사업자등록번호').pressSequentially('1234567891');
  await expect(page.getByText('✓ 올바른 사업자등록번호 형식이에요')).toBeVisible();
  await fillApplyForm(page, truckName);
  await expectNoSeriousA11yViolations(page);

  // A reload in the middle keeps everything typed.
  await page.reload();
  await waitForHydration(page);
  await expect(page.getByLabel('상호')).toHaveValue('달빛푸드');
  await expect(page.getByLabel('사업자등록번호')).toHaveValue('123-45-67891');
  await expect(page.getByLabel('기본 출장비')).toHaveValue('150,000');
  await expect(page.getByRole('radio', { name: '1톤' })).toBeChecked();
  await expect(page.getByRole('checkbox', { name: '분식' })).toBeChecked();
  const regions = page.getByRole('list', { name: '추가한 출장 지역' });
  await expect(regions.getByRole('listitem')).toHaveText(['서울 강남구', '경기 성남시']);
  await expect(page.getByLabel('은행')).toHaveValue('카카오뱅크');
  await nextStep(page, /\/register\/documents$/);

  // 2. Papers: PDFs from files, one photographed; progress, status, and a private link that opens.
  await expect(page).toHaveTitle('서류 제출 | 푸드트럭 예약');
  await expect(page.getByText('2/5 단계 · 서류')).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await nextButton(page).click();
  await expect(page.getByText('필수 서류 4개를 더 올려주세요.')).toBeVisible();
  await uploadPaper(page, '사업자등록증', '파일 선택', files.paper);
  await uploadPaper(page, '영업신고증', '파일 선택', files.paper);
  await uploadPaper(page, '위생교육 수료증', '파일 선택', files.paper);
  await uploadPaper(page, '자동차등록증', '촬영하기', files.scan);
  const certificate = paperRow(page, '사업자등록증');
  await expect(certificate.getByText('사업자등록증.pdf')).toBeVisible();
  const link = await certificate.getByRole('link', { name: '사업자등록증 보기' }).getAttribute('href');
  const opened = await page.request.get(link!);
  expect(opened.status()).toBe(200);
  expect(opened.headers()['content-type']).toContain('application/pdf');
  await expectNoSeriousA11yViolations(page);
  await page.reload();
  await waitForHydration(page);
  await expect(certificate.getByText('제출 완료')).toBeVisible();
  await expect(paperRow(page, '자동차등록증').getByText('자동차등록증.png')).toBeVisible();
  await nextStep(page, /\/register\/menu-photos$/);

  // 3. The menu, with a menu-board photo.
  await expect(page).toHaveTitle('메뉴판 사진 등록 | 푸드트럭 예약');
  await expect(page.getByText('3/5 단계 · 메뉴')).toBeVisible();
  await page.getByLabel('메뉴 이름').fill('국물 떡볶이');
  await page.getByLabel('1인분 가격').pressSequentially('8000');
  await page.getByRole('button', { name: '+ 메뉴 추가' }).click();
  await page.getByLabel('메뉴 이름').nth(1).fill('모둠 튀김');
  await page.getByLabel('1인분 가격').nth(1).pressSequentially('6000');
  await page.getByLabel('메뉴판 사진 추가').setInputFiles(files.menuBoard);
  await expect(page.getByRole('img', { name: '메뉴판 사진 1' })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await nextStep(page, /\/register\/truck-photos$/);

  // 4. Truck photos: two at once, then the second becomes the cover.
  await expect(page).toHaveTitle('푸드트럭 사진 등록 | 푸드트럭 예약');
  await nextButton(page).click();
  await expect(page.getByText('푸드트럭 사진을 한 장 이상 올려주세요')).toBeVisible();
  await page.getByLabel('푸드트럭 사진 추가').setInputFiles([files.truckSide, files.truckFront]);
  await expect(page.getByRole('img', { name: '푸드트럭 사진 2' })).toBeVisible();
  const photos = page.getByRole('list', { name: '푸드트럭 사진' }).getByRole('img');
  const [side, front] = [await photos.nth(0).getAttribute('src'), await photos.nth(1).getAttribute('src')];
  await page.getByRole('button', { name: '푸드트럭 사진 2 앞으로' }).click();
  await expect(page.getByRole('img', { name: '푸드트럭 사진 1 (대표)' })).toHaveAttribute('src', front!);
  await expect(photos.nth(1)).toHaveAttribute('src', side!);
  await expectNoSeriousA11yViolations(page);
  await nextStep(page, /\/register\/complete$/);

  // 5. Check and send.
  await expect(page).toHaveTitle('입점 신청 완료 | 푸드트럭 예약');
  await expect(page.getByRole('region', { name: '사업자 정보' })).toContainText('123-45-67891');
  await expect(page.getByRole('region', { name: '푸드트럭', exact: true })).toContainText(
    '서울 강남구, 경기 성남시',
  );
  await expect(page.getByRole('region', { name: '메뉴', exact: true })).toContainText(
    '메뉴 2개 · 메뉴판 사진 1장',
  );
  await expectNoSeriousA11yViolations(page);
  // 수정 from the summary, then 다음: back to the summary, not through every later step.
  await page.getByRole('link', { name: '서류 수정' }).click();
  await nextStep(page, /\/register\/complete$/);
  await expect(page.getByRole('region', { name: '사업자 정보' })).toContainText('123-45-67891');
  await page.getByRole('button', { name: '입점 신청하기' }).click();
  await expect(page.getByRole('heading', { name: '입점 신청을 보냈어요' })).toBeVisible();
  await expect(page.getByText('심사는 보통 1~2 영업일 걸려요')).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  // What the server holds is what was typed, in the order chosen.
  const mine = await (await page.request.get('/api/v1/foodtrucks/mine')).json();
  const [sent] = mine.data;
  expect(sent).toMatchObject({
    name: truckName,
    status: 'pending',
    baseFee: 150_000,
    business: { businessNumber: '1234567891', phone: '0212345678' },
    payout: { bank: '카카오뱅크', accountNumber: '3333011234567' },
    regions: expect.arrayContaining([
      { sido: '서울특별시', sigungu: '강남구' },
      { sido: '경기도', sigungu: '성남시' },
    ]),
  });
  expect(sent.documents).toHaveLength(4);
  expect(sent.menu.map((item: { name: string }) => item.name)).toEqual(['국물 떡볶이', '모둠 튀김']);
  expect(sent.photos[0].thumbnailUrl).toBe(front);

  // 입점하기 now shows the application under review.
  await page.getByRole('link', { name: '신청 현황 보기' }).click();
  await expect(page).toHaveURL(/\/register$/);
  const status = page.getByRole('region', { name: '입점 현황' });
  await expect(status).toContainText(truckName);
  await expect(status).toContainText('심사 중');
  await expectNoSeriousA11yViolations(page);

  // An operator approves it in the console (a browser of their own)…
  const operator = await browser.newPage({ baseURL, viewport: page.viewportSize() });
  const login = await operator.request.post('/api/auth/login', {
    headers: { 'x-client-version': '1.0.0' },
    data: { email: 'admin@example.com', password: 'demo1234!' },
  });
  expect(login.ok()).toBe(true);
  await operator.goto(`/admin/applications?status=pending`);
  await waitForHydration(operator);
  const card = operator.getByRole('link', { name: truckName, exact: true });
  // The queue lists the oldest first, ten a page: page on until this application is there.
  for (let i = 0; i < 20; i++) {
    await expect(operator.getByText(/^총 [\d,]+건$/)).toBeVisible();
    if (await card.isVisible()) break;
    await operator.getByRole('navigation', { name: '페이지' }).getByRole('link', { name: '다음' }).click();
  }
  await card.click();
  await operator.getByRole('button', { name: '승인하기' }).click();
  await operator
    .getByRole('dialog', { name: '입점을 승인할까요?' })
    .getByRole('button', { name: '승인하기' })
    .click();
  await expect(operator.getByRole('status').filter({ hasText: '승인했어요' })).toBeVisible();
  await operator.close();

  // …the truck is listed at once, and its owner now has the vendor screens.
  await page.goto(`/foodtrucks?keyword=${encodeURIComponent(truckName)}`);
  await waitForHydration(page);
  const listed = page.getByRole('link', { name: new RegExp(truckName) }).first();
  await expect(listed).toBeVisible();
  // A truck nobody has reviewed yet is new, not ★ 0.0 (0).
  await expect(listed).toContainText('신규 입점');
  await expect(listed).not.toContainText('0.0');
  await page.goto('/register');
  await waitForHydration(page);
  await page.getByRole('link', { name: '내 푸드트럭 관리' }).click();
  await expect(page).toHaveURL(/\/foodtruck\/trucks$/);
  await expect(page.getByRole('main')).toContainText(truckName);
  await expect(page.getByRole('main')).toContainText('영업 중');
  await expectNoSeriousA11yViolations(page);
});

test('a failed submit keeps everything and names the step to fix; 입점하기 offers to continue the draft', async ({
  page,
}) => {
  test.setTimeout(90_000);
  const files = writeFiles();
  const res = await page.request.post('/api/auth/signup', {
    headers: { 'x-client-version': '1.0.0' },
    data: {
      email: `vendor-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`,
      password: 'goodpass123',
      nickname: '재도전사장',
      consents: REQUIRED_CONSENTS,
    },
  });
  expect(res.status()).toBe(201);

  await page.goto('/register');
  await waitForHydration(page);
  await page.getByRole('button', { name: '입점 신청하기' }).click();
  await page.getByLabel('사업자등록번호').pressSequentially('1234567891');
  await fillApplyForm(page, '재도전 트럭');
  await nextStep(page, /\/register\/documents$/);
  for (const name of ['사업자등록증', '영업신고증', '위생교육 수료증', '자동차등록증']) {
    await uploadPaper(page, name, '파일 선택', files.paper);
  }
  await nextStep(page, /\/register\/menu-photos$/);
  await page.getByLabel('메뉴 이름').fill('국물 떡볶이');
  await page.getByLabel('1인분 가격').pressSequentially('8000');
  await nextStep(page, /\/register\/truck-photos$/);

  // Leaving the flow and coming back to 입점하기 offers the draft.
  await page.goto('/register');
  await waitForHydration(page);
  await page.getByRole('link', { name: '이어서 작성하기' }).click();
  await expect(page.getByLabel('푸드트럭 이름')).toHaveValue('재도전 트럭');
  await page.goto('/register/truck-photos');
  await page.getByLabel('푸드트럭 사진 추가').setInputFiles(files.truckSide);
  await expect(page.getByRole('img', { name: '푸드트럭 사진 1 (대표)' })).toBeVisible();
  await nextStep(page, /\/register\/complete$/);

  // The server refuses a field: the message, what is kept, and the way back to that field.
  await page.route('**/api/v1/foodtrucks/apply', (route) =>
    route.fulfill({
      status: 400,
      contentType: 'application/json',
      body: JSON.stringify({
        success: false,
        error: '푸드트럭 이름 필드를 확인해주세요',
        code: 'VALIDATION_ERROR',
        fields: { 'truck.name': '이미 쓰는 이름이에요' },
      }),
    }),
  );
  await page.getByRole('button', { name: '입점 신청하기' }).click();
  const alert = page.getByRole('alert').filter({ hasText: '신청을 보내지 못했어요' });
  await expect(alert).toContainText('이미 쓰는 이름이에요');
  await expect(alert).toContainText('입력한 내용과 올린 파일은 그대로 남아 있어요.');
  await alert.getByRole('button', { name: '고치러 가기' }).click();
  await expect(page).toHaveURL(/\/register\/apply$/);
  await expect(page.getByLabel('푸드트럭 이름')).toBeFocused();
  await expect(page.getByText('이미 쓰는 이름이에요')).toBeVisible();
  await page.unroute('**/api/v1/foodtrucks/apply');
  await page.getByLabel('푸드트럭 이름').fill('재도전 트럭 2호');
  await page.goto('/register/complete');
  await page.getByRole('button', { name: '입점 신청하기' }).click();
  await expect(page.getByRole('heading', { name: '입점 신청을 보냈어요' })).toBeVisible();
  await expect(page.getByText('재도전 트럭 2호')).toBeVisible();
});

test('a rejected application comes back filled in, papers and photos included, and goes to review again', async ({
  page,
  baseURL,
}) => {
  const sent = await createPendingApplication(page.request, {
    truckName: `반려될 트럭 ${Date.now() % 100_000}`,
    companyName: '초록푸드',
    nickname: '다시신청',
  });
  const admin = await request.newContext({ baseURL });
  await admin.post('/api/auth/login', {
    headers: { 'x-client-version': '1.0.0' },
    data: { email: 'admin@example.com', password: 'demo1234!' },
  });
  const rejected = await admin.post(`/api/v1/admin/applications/${sent.applicationId}/reject`, {
    headers: { 'x-client-version': '1.0.0' },
    data: { reason: '영업신고증 사진이 흐려서 글자를 읽을 수 없어요.' },
  });
  expect(rejected.status()).toBe(200);
  await admin.dispose();

  await page.goto('/register');
  await waitForHydration(page);
  const status = page.getByRole('region', { name: '입점 현황' });
  await expect(status).toContainText('반려');
  await expect(status).toContainText('영업신고증 사진이 흐려서 글자를 읽을 수 없어요.');
  await expectNoSeriousA11yViolations(page);
  await status.getByRole('button', { name: '수정해서 다시 신청' }).click();

  await expect(page).toHaveURL(/\/register\/apply$/);
  await expect(page.getByText('반려된 신청을 고쳐서 다시 보내는 중이에요.')).toBeVisible();
  await expect(page.getByLabel('상호')).toHaveValue('초록푸드');
  await expect(page.getByLabel('사업자등록번호')).toHaveValue('220-81-62517');
  await expect(page.getByLabel('계좌번호')).toHaveValue('3333012345678');
  await nextStep(page, /\/register\/documents$/);
  await expect(paperRow(page, '영업신고증').getByText('영업신고증.pdf')).toBeVisible();
  await page.getByLabel('영업신고증 다른 파일로 바꾸기').setInputFiles(writeFiles().paper);
  await expect(paperRow(page, '영업신고증').getByText('사업자등록증.pdf')).toBeVisible();
  await nextStep(page, /\/register\/menu-photos$/);
  await expect(page.getByLabel('메뉴 이름').first()).toHaveValue('국물 떡볶이');
  await nextStep(page, /\/register\/truck-photos$/);
  await expect(page.getByRole('img', { name: '푸드트럭 사진 2' })).toBeVisible();
  await nextStep(page, /\/register\/complete$/);
  await page.getByRole('button', { name: '다시 신청하기' }).click();
  await expect(page.getByRole('heading', { name: '다시 신청했어요' })).toBeVisible();
  await page.getByRole('link', { name: '신청 현황 보기' }).click();
  await expect(page.getByRole('region', { name: '입점 현황' })).toContainText('심사 중');
});

test('/test-upload sends each upload call and shows the answer (operators)', async ({ page }) => {
  await page.request.post('/api/auth/login', {
    headers: { 'x-client-version': '1.0.0' },
    data: { email: 'admin@example.com', password: 'demo1234!' },
  });
  await page.goto('/test-upload');
  await waitForHydration(page);
  await expectNoSeriousA11yViolations(page);
  await page.getByLabel('파일', { exact: true }).setInputFiles(writeFiles().truckSide);
  await page.getByRole('button', { name: '올리기' }).click();
  const answer = page.getByRole('region', { name: '응답' });
  await expect(answer).toContainText('"success": true');
  await expect(answer).toContainText('/files/trucks/');
  await page.getByText('서류', { exact: true }).click();
  await page.getByLabel('파일', { exact: true }).setInputFiles(writeFiles().paper);
  await page.getByRole('button', { name: '올리기' }).click();
  await expect(answer).toContainText('"fileName": "사업자등록증.pdf"');
});
