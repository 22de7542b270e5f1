/**
 * The Kakao (Daum) postcode service, loaded only when someone searches for an address. Nothing here may
 * block the form: when the script cannot load in time the form offers manual entry instead.
 */

/** What the service reports for a chosen address (the fields we use of its `oncomplete` data). */
export interface PostcodeResult {
  zonecode: string;
  roadAddress: string;
  jibunAddress: string;
  buildingName: string;
  sido: string;
  sigungu: string;
}

interface PostcodeInstance {
  embed(element: HTMLElement, options?: { autoClose?: boolean }): void;
}
export interface PostcodeConstructor {
  new (options: {
    oncomplete: (data: PostcodeResult) => void;
    width?: string;
    height?: string;
  }): PostcodeInstance;
}
declare global {
  interface Window {
    daum?: { Postcode?: PostcodeConstructor };
  }
}

export const POSTCODE_SCRIPT_URL = 'https://t1.daumcdn.net/mapjsapi/bundle/postcode/prod/postcode.v2.js';
/** On a phone on slow 4G the script arrives in about a second; after this, typing is faster than waiting. */
export const POSTCODE_LOAD_TIMEOUT_MS = 5000;

let loading: Promise<PostcodeConstructor> | null = null;

export function loadPostcode(timeoutMs = POSTCODE_LOAD_TIMEOUT_MS): Promise<PostcodeConstructor> {
  if (window.daum?.Postcode) return Promise.resolve(window.daum.Postcode);
  loading ??= new Promise<PostcodeConstructor>((resolve, reject) => {
    const script = document.createElement('script');
    const fail = (reason: string) => {
      clearTimeout(timer);
      script.remove();
      loading = null;
      reject(new Error(reason));
    };
    const timer = setTimeout(() => fail('postcode script timed out'), timeoutMs);
    script.src = POSTCODE_SCRIPT_URL;
    script.async = true;
    script.onload = () => {
      clearTimeout(timer);
      if (window.daum?.Postcode) resolve(window.daum.Postcode);
      else fail('postcode script loaded without daum.Postcode');
    };
    script.onerror = () => fail('postcode script failed to load');
    document.head.append(script);
  });
  return loading;
}

/** The road address as the booking stores it, with the building name people recognise. */
export function addressFromPostcode(result: PostcodeResult): { postcode: string; roadAddress: string } {
  const road = result.roadAddress || result.jibunAddress;
  return {
    postcode: result.zonecode,
    roadAddress: result.buildingName ? `${road} (${result.buildingName})` : road,
  };
}
