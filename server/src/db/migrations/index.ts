import type { Migration } from 'kysely/migration';
import * as initial from './20261122000000_initial';
import * as saveAnswersFn from './20261123000004_save_answers_fn';
import * as ranking from './20261123000005_ranking';
import * as admin from './20261123000006_admin';
import * as reports from './20261123000007_reports';
import * as officialStandingIdx from './20261123000010_official_standing_idx';
import * as classInvitations from './20261123000014_class_invitations';
import * as account from './20261123000017_account';
import * as saveAnswersAck from './20261123000020_save_answers_ack';
import * as answerKeyRelease from './20261123223000_answer_key_release';
import * as formatsAndScoring from './20261124001500_formats_and_scoring';
import * as appeals from './20261124001510_appeals';
import * as sessionFlags from './20261125000100_session_flags';
import * as regradeByQuestion from './20261125000300_regrade_by_question';
import * as saveAnswersKeyLookups from './20261125004500_save_answers_key_lookups';
import * as paperVersion from './20261125010000_paper_version';
import * as finaliseSessionFn from './20261126000000_finalise_session_fn';
import * as contactSender from './20261126130000_contact_sender';
import * as oneScoringRule from './20261126140000_one_scoring_rule';
import * as richPapers from './20261126150000_rich_papers';
import * as readingPreferences from './20261126163000_reading_preferences';
import * as accommodations from './20261126170000_accommodations';
import * as rankingLive from './20261126181000_ranking_live';
import * as bookletOrder from './20261126190500_booklet_order';
import * as resultAnswersWithoutRowChecks from './20261126223000_result_answers_without_row_checks';
import * as expiryAnnouncements from './20261127010000_expiry_announcements';
import * as signingKeys from './20261127030000_signing_keys';
import * as resultGradingVersion from './20261208030000_result_grading_version';
import * as statisticsVersion from './20261208040000_statistics_version';

/**
 * Migrations listed in code rather than read from the folder, so the bundled server and
 * workers carry them. Names are timestamps; add new files at the end.
 */
export const migrations: Record<string, Migration> = {
  '20261122000000_initial': initial,
  '20261123000004_save_answers_fn': saveAnswersFn,
  '20261123000005_ranking': ranking,
  '20261123000006_admin': admin,
  '20261123000007_reports': reports,
  '20261123000010_official_standing_idx': officialStandingIdx,
  '20261123000014_class_invitations': classInvitations,
  '20261123000017_account': account,
  '20261123000020_save_answers_ack': saveAnswersAck,
  '20261123223000_answer_key_release': answerKeyRelease,
  '20261124001500_formats_and_scoring': formatsAndScoring,
  '20261124001510_appeals': appeals,
  '20261125000100_session_flags': sessionFlags,
  '20261125000300_regrade_by_question': regradeByQuestion,
  '20261125004500_save_answers_key_lookups': saveAnswersKeyLookups,
  '20261125010000_paper_version': paperVersion,
  '20261126000000_finalise_session_fn': finaliseSessionFn,
  '20261126130000_contact_sender': contactSender,
  '20261126140000_one_scoring_rule': oneScoringRule,
  '20261126150000_rich_papers': richPapers,
  '20261126163000_reading_preferences': readingPreferences,
  '20261126170000_accommodations': accommodations,
  '20261126181000_ranking_live': rankingLive,
  '20261126190500_booklet_order': bookletOrder,
  '20261126223000_result_answers_without_row_checks': resultAnswersWithoutRowChecks,
  '20261127010000_expiry_announcements': expiryAnnouncements,
  '20261127030000_signing_keys': signingKeys,
  '20261208030000_result_grading_version': resultGradingVersion,
  '20261208040000_statistics_version': statisticsVersion,
};
