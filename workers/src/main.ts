import { runWorker } from '@gabaritei/server/worker';

// The worker process of the scaled mode: BullMQ jobs (expiries, the ranking, reports,
// e-mails, regrades, statistics) that the API instances enqueue. Its only reader of
// process.env is this line; the role itself lives in the server package, reached through
// its `./worker` export, so this package copies none of the server's dependencies.
runWorker(process.env);
