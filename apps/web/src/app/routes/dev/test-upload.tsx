import { type FormEvent, useId, useState } from 'react';
import { DevPage } from '../../../components/layout/dev-page.tsx';
import {
  useDeleteImageMutation,
  useRefreshDocumentUrlMutation,
  useUploadDocumentMutation,
  useUploadImageMutation,
  useUploadImagesMutation,
} from '../../../features/vendor/api/uploads.ts';
import { ProgressBar } from '../../../features/vendor/components/progress-bar.tsx';
import type { ImageFolder } from '../../../lib/uploads.ts';
import { useHead } from '../../../shell/head.tsx';
import { PageHeader } from '../../../shell/layout/page-header.tsx';

type Call = 'image' | 'images' | 'document';
const CALLS: { value: Call; label: string; path: string }[] = [
  { value: 'image', label: '이미지 1장', path: 'POST /api/v1/upload/image' },
  { value: 'images', label: '이미지 여러 장', path: 'POST /api/v1/upload/images' },
  { value: 'document', label: '서류', path: 'POST /api/v1/upload/document' },
];
const FOLDERS: ImageFolder[] = ['trucks', 'menus', 'profiles'];
const BOX = 'h-12 w-full rounded-xl border border-gray-300 bg-white px-3 text-base';
const BUTTON = 'min-h-12 w-full rounded-xl bg-brand-700 font-bold text-white disabled:opacity-60';

/** Development page (docs/product.md § Screens): try each upload call and read its answer as JSON. */
export default function TestUploadPage() {
  return (
    <DevPage>
      <TestUpload />
    </DevPage>
  );
}

function TestUpload() {
  useHead({ title: 'Test Upload', noindex: true });
  const id = useId();
  const image = useUploadImageMutation();
  const images = useUploadImagesMutation();
  const document = useUploadDocumentMutation();
  const refresh = useRefreshDocumentUrlMutation();
  const remove = useDeleteImageMutation();
  const [call, setCall] = useState<Call>('image');
  const [folder, setFolder] = useState<ImageFolder>('trucks');
  const [files, setFiles] = useState<File[]>([]);
  const [progress, setProgress] = useState<number | null>(null);
  const [answer, setAnswer] = useState<unknown>(null);
  const [target, setTarget] = useState('');

  const show = (promise: Promise<unknown>) =>
    promise
      .then((data) => setAnswer({ success: true, data }))
      .catch((error: unknown) => setAnswer({ success: false, error }))
      .finally(() => setProgress(null));

  const upload = (event: FormEvent) => {
    event.preventDefault();
    const [first] = files;
    if (!first) return;
    setProgress(0);
    const opts = { onProgress: setProgress };
    if (call === 'image') void show(image.mutateAsync({ file: first, folder, ...opts }));
    else if (call === 'images') void show(images.mutateAsync({ files, folder, ...opts }));
    else void show(document.mutateAsync({ file: first, ...opts }));
  };

  return (
    <>
      <PageHeader title="Test Upload" />
      <main id="main" className="space-y-6 px-4 py-6">
        <form onSubmit={upload} className="space-y-4" aria-label="파일 올리기">
          <fieldset>
            <legend className="mb-1.5 text-sm font-semibold">호출</legend>
            <div className="grid grid-cols-3 gap-2">
              {CALLS.map((c) => (
                <label
                  key={c.value}
                  className="flex min-h-11 cursor-pointer items-center justify-center rounded-xl border border-gray-300 text-sm font-semibold has-[:checked]:border-brand-700 has-[:checked]:bg-brand-50"
                >
                  <input
                    type="radio"
                    name="call"
                    value={c.value}
                    checked={call === c.value}
                    onChange={() => setCall(c.value)}
                    className="sr-only"
                  />
                  {c.label}
                </label>
              ))}
            </div>
            <p className="mt-1 text-xs text-gray-600">{CALLS.find((c) => c.value === call)?.path}</p>
          </fieldset>
          {call !== 'document' && (
            <div>
              <label htmlFor={`${id}-folder`} className="mb-1.5 block text-sm font-semibold">
                folder
              </label>
              <select
                id={`${id}-folder`}
                value={folder}
                onChange={(event) => setFolder(event.target.value as ImageFolder)}
                className={BOX}
              >
                {FOLDERS.map((f) => (
                  <option key={f}>{f}</option>
                ))}
              </select>
            </div>
          )}
          <div>
            <label htmlFor={`${id}-file`} className="mb-1.5 block text-sm font-semibold">
              파일
            </label>
            <input
              id={`${id}-file`}
              type="file"
              multiple={call === 'images'}
              accept={call === 'document' ? 'application/pdf,image/*' : 'image/*'}
              onChange={(event) => setFiles(Array.from(event.target.files ?? []))}
              className="block w-full text-sm"
            />
          </div>
          {progress !== null && <ProgressBar value={progress} label="올리는 중" />}
          <button type="submit" disabled={files.length === 0 || progress !== null} className={BUTTON}>
            올리기
          </button>
        </form>

        <form
          aria-label="URL 다루기"
          className="space-y-3"
          onSubmit={(event) => {
            event.preventDefault();
            if (target.startsWith('/files/')) void show(remove.mutateAsync({ url: target }));
            else void show(refresh.mutateAsync({ path: target }));
          }}
        >
          <div>
            <label htmlFor={`${id}-target`} className="mb-1.5 block text-sm font-semibold">
              이미지 URL(삭제) 또는 서류 path(refresh-url)
            </label>
            <input
              id={`${id}-target`}
              value={target}
              onChange={(event) => setTarget(event.target.value)}
              className={BOX}
              placeholder="/files/trucks/… 또는 private/documents/…"
            />
          </div>
          <button type="submit" disabled={!target} className={BUTTON}>
            {target.startsWith('/files/') ? 'DELETE /upload/image' : 'POST /upload/refresh-url'}
          </button>
        </form>

        <section aria-label="응답">
          <h2 className="mb-2 text-sm font-semibold">응답</h2>
          {/* Wrapped rather than scrolled sideways: nothing to reach by keyboard, readable at 360 px. */}
          <pre className="rounded-xl bg-gray-900 p-4 text-xs leading-5 break-all whitespace-pre-wrap text-gray-100">
            {answer === null ? '아직 보낸 요청이 없어요' : JSON.stringify(answer, null, 2)}
          </pre>
        </section>
      </main>
    </>
  );
}
