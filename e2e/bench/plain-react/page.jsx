// The anchor the page benchmark measures beside the app: a server-rendered page that React 19 hydrates, three
// elements and one handler, built from the project's own React. Whatever the app blocks beyond this is its own work.
import { useState } from 'react';

export function PlainPage() {
  const [taps, setTaps] = useState(0);
  return (
    <main>
      <h1>푸드트럭 예약</h1>
      <p>행사에 맞는 푸드트럭을 찾아 예약하세요.</p>
      <button type="button" onClick={() => setTaps(taps + 1)}>
        눌러보기 {taps}
      </button>
    </main>
  );
}
