import type { ChatClientFrame, ChatServerFrame } from '@esdc/core/chat-schemas';

/**
 * A stand-in for the chat server at the network boundary (the WebSocket constructor): each socket the code under test
 * opens is recorded with the frames it sent; the test opens it, answers with server frames and closes it.
 */
export class FakeChatSocket {
  static sockets: FakeChatSocket[] = [];
  readonly sent: ChatClientFrame[] = [];
  readyState = 0;
  closedByClient = false;
  private readonly listeners = new Map<string, ((event: unknown) => void)[]>();

  constructor(readonly url: string) {
    FakeChatSocket.sockets.push(this);
  }

  addEventListener(type: string, listener: (event: never) => void): void {
    this.listeners.set(type, [...(this.listeners.get(type) ?? []), listener as (event: unknown) => void]);
  }

  send(data: string): void {
    this.sent.push(JSON.parse(data) as ChatClientFrame);
  }

  close(): void {
    this.closedByClient = true;
    this.readyState = 3;
  }

  /** The server accepts the connection. */
  open(): void {
    this.readyState = 1;
    this.emit('open', {});
  }

  /** The server sends a frame (or raw text). */
  frame(frame: ChatServerFrame | string): void {
    this.emit('message', { data: typeof frame === 'string' ? frame : JSON.stringify(frame) });
  }

  /** The connection drops (or the server closes it with `code`). */
  drop(code = 1006): void {
    this.readyState = 3;
    this.emit('close', { code });
  }

  private emit(type: string, event: unknown): void {
    for (const listener of this.listeners.get(type) ?? []) listener(event);
  }

  /** The last socket opened. */
  static last(): FakeChatSocket {
    const socket = FakeChatSocket.sockets.at(-1);
    if (!socket) throw new Error('no socket was opened');
    return socket;
  }
}
