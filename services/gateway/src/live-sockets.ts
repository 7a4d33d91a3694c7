import type { Socket } from 'node:net';

/**
 * The /ws connections open on this replica, by user: a connection carries the identity it was opened
 * with, so when the user's role, church or account changes (or they are signed out everywhere) their
 * connections are closed, and a client that reconnects does so as who they are now.
 */
export function createLiveSockets() {
  const byUser = new Map<string, Set<Socket>>();
  return {
    add(userId: string, socket: Socket): void {
      let sockets = byUser.get(userId);
      if (!sockets) byUser.set(userId, (sockets = new Set()));
      sockets.add(socket);
      socket.once('close', () => {
        sockets.delete(socket);
        if (sockets.size === 0 && byUser.get(userId) === sockets) byUser.delete(userId);
      });
    },
    closeAll(userId: string): number {
      const sockets = byUser.get(userId);
      if (!sockets) return 0;
      for (const socket of sockets) socket.destroy();
      return sockets.size;
    },
  };
}
export type LiveSockets = ReturnType<typeof createLiveSockets>;
