/** `local_ip` of the rating and emoji calls (docs/behaviour.md#local-ip): a WebRTC host name. */
import { shared } from './registry.ts';

/** How long ICE gathering may take, in ms. */
export const LOCAL_IP_TIMEOUT_MS = 1000;

const CANDIDATE = /candidate:\S+ \d+ \S+ \d+ (\S+) \d+ typ host/;

function gather(): Promise<string> {
  const Peer = (globalThis as { RTCPeerConnection?: typeof RTCPeerConnection }).RTCPeerConnection;
  if (!Peer) return Promise.resolve('');
  return new Promise<string>((resolve) => {
    let pc: RTCPeerConnection | null = null;
    const done = (value: string) => {
      clearTimeout(timer);
      try {
        pc?.close();
      } catch {
        /* already closed */
      }
      pc = null;
      resolve(value);
    };
    const timer = setTimeout(() => done(''), LOCAL_IP_TIMEOUT_MS);
    try {
      pc = new Peer({ iceServers: [] });
      pc.createDataChannel('biz');
      pc.onicecandidate = (event) => {
        if (!event.candidate) return done(''); // gathering finished without a host candidate
        const match = event.candidate.candidate.match(CANDIDATE);
        if (match?.[1]) done(match[1]);
      };
      pc.createOffer()
        .then((offer) => pc?.setLocalDescription(offer))
        .catch(() => done(''));
    } catch {
      done('');
    }
  });
}

/** The visitor's local address, once per page; resolves within about 1 s, never rejects. */
export function getLocalIp(): Promise<string> {
  return shared('local-ip', gather);
}
