import {
  ADMIN_MESSAGES,
  PAPERS_MESSAGES as M,
  hasExactRole,
  type AssetRef,
  type SessionUser,
} from '@gabaritei/shared';
import { assetUrl } from '@gabaritei/shared/content';
import type { Clock } from '../clock';
import type { Db, DbOrTx } from '../db/database';
import { matchesEtag } from '../http/conditional';
import { notFound } from '../http/errors';
import {
  canReadAnswerKey,
  canReadPaper,
  keyEmbargoFor,
  keyEmbargoOf,
} from '../simulados/simulados.policy';
import { createAssetCache, type AssetCache, type CachedAsset } from './asset-cache';
import * as repo from './assets.repository';
import { encodeImage } from './image-encoding';
import { createKeyImages, type KeyImages } from './key-images';
import { createReadDecisions } from './read-decisions';

export type AssetsDeps = {
  db: Db;
  clock: Clock;
  cache?: AssetCache;
  keyImages?: KeyImages;
  /**
   * The paper version a viewer's paper pass vouches she reads of a simulado (the exam
   * area's check), or null: what lets the start burst's images skip the access query.
   */
  passVersion?: (viewer: SessionUser, simuladoId: string, pass?: string) => Promise<string | null>;
};

type SimuladoStart = NonNullable<Awaited<ReturnType<typeof repo.findSimuladoStart>>>;

/** What a served asset answers: the bytes, or only "not modified" for a matching ETag. */
export type AssetReply =
  { status: 200; etag: string; contentType: string; bytes: Buffer } | { status: 304; etag: string };

/** Stores one image (already re-encoded) of a simulado, inside the caller's transaction. */
export async function storeAsset(
  db: DbOrTx,
  simuladoId: string,
  bytes: Uint8Array,
): Promise<AssetRef> {
  const encoded = await encodeImage(bytes);
  const id = await repo.insertAsset(db, simuladoId, encoded);
  return { id, url: assetUrl(simuladoId, id) };
}

/**
 * Images of papers. An upload is re-encoded (image-encoding.ts) and kept in the database.
 * Serving follows whoever may see the questions themselves: an ADMIN always; a candidate
 * with access once the simulado opened (canReadPaper: while sitting and in the review); a
 * TEACHER of a class the simulado is released to, once its key is out — the moment their
 * item statistics show the stems (statistics.service.ts), so no image reaches them earlier
 * than the text around it. Everyone else — anonymous, without access, before the start,
 * another teacher, another simulado's id, a guessed id — gets the same 404, which tells nothing.
 * While the key's embargo holds for the viewer, only the images the paper shows are served:
 * one that only explanations show belongs to the key, and one no field names yet is held
 * too, with that same 404 (key-images.ts), so no figure of a solution leaks early.
 */
export function createAssetsService({
  db,
  clock,
  cache = createAssetCache(),
  keyImages = createKeyImages(),
  passVersion = async () => null,
}: AssetsDeps) {
  const decisions = createReadDecisions<SimuladoStart>(clock);

  /**
   * The simulado when `viewer` may read its images, null otherwise. A non-admin's positive
   * answer is kept a few seconds (read-decisions.ts); the time rules still run each time.
   */
  async function readable(
    viewer: SessionUser | null,
    simuladoId: string,
  ): Promise<SimuladoStart | null> {
    if (!viewer || canReadAnswerKey(viewer)) return decide(viewer, simuladoId);
    const viewerKey = `${viewer.id}:${viewer.role}`;
    const kept = decisions.get(viewerKey, simuladoId);
    if (kept && mayRead(viewer, kept)) return kept;
    const simulado = await decide(viewer, simuladoId);
    if (simulado)
      decisions.set(viewerKey, simuladoId, simulado, keyEmbargoOf(simulado, clock.now()));
    return simulado;
  }

  /** canReadPaper for a kept row (a teacher's was kept only once the key was out). */
  function mayRead(viewer: SessionUser, simulado: SimuladoStart): boolean {
    const now = clock.now();
    if (hasExactRole(viewer, 'TEACHER') && keyEmbargoOf(simulado, now) === null) return true;
    return canReadPaper({ viewer, hasAccess: simulado.has_access, simulado, now });
  }

  async function decide(viewer: SessionUser | null, simuladoId: string) {
    const simulado = await repo.findSimuladoStart(
      db,
      simuladoId,
      viewer && !canReadAnswerKey(viewer) ? viewer : null,
    );
    if (!simulado) return null;
    if (canReadAnswerKey(viewer)) return simulado;
    if (!viewer) return null;
    if (
      hasExactRole(viewer, 'TEACHER') &&
      keyEmbargoOf(simulado, clock.now()) === null &&
      (await repo.isReleasedToTeacher(db, viewer.id, simuladoId))
    )
      return simulado;
    const now = clock.now();
    return canReadPaper({ viewer, hasAccess: simulado.has_access, simulado, now })
      ? simulado
      : null;
  }

  /** Whether the key's embargo holds this image back from `viewer` (see key-images.ts). */
  async function heldWithKey(
    viewer: SessionUser | null,
    simulado: NonNullable<Awaited<ReturnType<typeof readable>>>,
    simuladoId: string,
    assetId: string,
  ): Promise<boolean> {
    if (keyEmbargoFor(viewer, simulado, clock.now()) === null) return false;
    const shown = await keyImages(db, simuladoId, String(simulado.paper_version));
    return !shown.has(assetId);
  }

  /**
   * Whether her paper pass vouches for this image: she sits this simulado on a version
   * whose paper (not its key) shows it — the embargo's rule, which holds while she sits.
   * False sends the request to the read rule above, as one without a pass.
   */
  async function vouched(
    viewer: SessionUser | null,
    simuladoId: string,
    assetId: string,
    pass: string | undefined,
  ): Promise<boolean> {
    if (!viewer || !pass || canReadAnswerKey(viewer)) return false;
    const version = await passVersion(viewer, simuladoId, pass);
    return version !== null && (await keyImages(db, simuladoId, version)).has(assetId);
  }

  return {
    async upload(simuladoId: string, bytes: Uint8Array): Promise<AssetRef> {
      if (!(await repo.findSimuladoStart(db, simuladoId)))
        throw notFound(ADMIN_MESSAGES.simuladoNotFound);
      return storeAsset(db, simuladoId, bytes);
    },

    async serve(
      viewer: SessionUser | null,
      simuladoId: string,
      assetId: string,
      ifNoneMatch: string | undefined,
      pass?: string,
    ): Promise<AssetReply> {
      if (!(await vouched(viewer, simuladoId, assetId, pass))) {
        const simulado = await readable(viewer, simuladoId);
        if (!simulado || (await heldWithKey(viewer, simulado, simuladoId, assetId)))
          throw notFound(M.assetNotFound);
      }
      const cached = cache.get(simuladoId, assetId);
      if (cached) return reply(cached, ifNoneMatch);
      const tag = await repo.findAssetTag(db, simuladoId, assetId);
      if (!tag) throw notFound(M.assetNotFound);
      const etag = `"${tag}"`;
      if (matchesEtag(ifNoneMatch, etag)) return { status: 304, etag };
      const asset = await repo.findAsset(db, simuladoId, assetId);
      if (!asset) throw notFound(M.assetNotFound);
      const served = { etag, contentType: asset.content_type, bytes: asset.bytes };
      cache.set(simuladoId, assetId, served);
      return { status: 200, ...served };
    },
  };
}

function reply(asset: CachedAsset, ifNoneMatch: string | undefined): AssetReply {
  if (matchesEtag(ifNoneMatch, asset.etag)) return { status: 304, etag: asset.etag };
  return { status: 200, ...asset };
}

export type AssetsService = ReturnType<typeof createAssetsService>;
