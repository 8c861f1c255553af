import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import {
  clusterHealthSchema,
  instanceHealthSchema,
  SYSTEM_HEALTH_EVENTS,
  type ClusterHealth,
  type InstanceHealth,
} from '@gabaritei/shared';
import { getSocket } from '../../realtime/socket';
import { fetchSystemHealth } from './api';

export type LiveSystemHealth = {
  cluster: ClusterHealth | null;
  /** Every process heard from, API instances first, by id. */
  instances: InstanceHealth[];
  live: boolean;
  error: boolean;
};

/**
 * The health tab's figures: the first paint from GET /api/admin/health, then live over
 * the app's socket. Each process reports itself (the other API instances and the workers
 * arrive only this way); the shared figures come from whichever instance holds the socket.
 */
export function useSystemHealth(): LiveSystemHealth {
  const snapshot = useQuery({
    queryKey: ['admin', 'system-health'],
    queryFn: ({ signal }) => fetchSystemHealth(signal),
  });
  const [cluster, setCluster] = useState<ClusterHealth | null>(null);
  const [instances, setInstances] = useState<Record<string, InstanceHealth>>({});
  const [live, setLive] = useState(false);

  useEffect(() => {
    const socket = getSocket();
    const join = () => {
      socket.emit(SYSTEM_HEALTH_EVENTS.join);
      setLive(true);
    };
    const onDisconnect = () => setLive(false);
    const onInstance = (raw: unknown) => {
      const parsed = instanceHealthSchema.safeParse(raw);
      if (parsed.success)
        setInstances((known) => ({ ...known, [parsed.data.instanceId]: parsed.data }));
    };
    const onCluster = (raw: unknown) => {
      const parsed = clusterHealthSchema.safeParse(raw);
      if (parsed.success) setCluster(parsed.data);
    };
    socket.on('connect', join);
    socket.on('disconnect', onDisconnect);
    socket.on(SYSTEM_HEALTH_EVENTS.instance, onInstance);
    socket.on(SYSTEM_HEALTH_EVENTS.cluster, onCluster);
    if (socket.connected) join();
    return () => {
      socket.emit(SYSTEM_HEALTH_EVENTS.leave);
      socket.off('connect', join);
      socket.off('disconnect', onDisconnect);
      socket.off(SYSTEM_HEALTH_EVENTS.instance, onInstance);
      socket.off(SYSTEM_HEALTH_EVENTS.cluster, onCluster);
    };
  }, []);

  const first = snapshot.data;
  const merged = {
    ...(first ? { [first.instance.instanceId]: first.instance } : {}),
    ...instances,
  };
  return {
    cluster: cluster ?? first?.cluster ?? null,
    instances: Object.values(merged).sort(
      (a, b) => a.role.localeCompare(b.role) || a.instanceId.localeCompare(b.instanceId),
    ),
    live,
    error: snapshot.isError && !cluster,
  };
}
