// MongoDB set-up for workmesh, run by mongosh (`mongosh --nodb --file setup.js`) once at
// every start: docker-compose.yml's mongo-setup, and the k8s dev overlay's mongodb-setup
// Job. Idempotent.
//
//   MONGO_ADMIN_URL      a root user's connection string, directConnection=true
//   MONGO_REPLICA_SET    the replica set's name (rs0)
//   MONGO_REPLICA_HOST   host:port of this member as the services reach it (mongo:27017)
//   WORKMESH_MONGO_URL_<SERVICE>
//                        each service's own connection string: its user, password and
//                        database are read from it, so one string serves both sides
//
// 1. Initiates the single-member replica set (transactions need a replica set) unless it
//    is initiated already, and waits until this member is primary.
// 2. For each service, creates its user in its database with readWrite on that database
//    only, or updates the password and roles of an existing one.

/* global Mongo, print, sleep, URL -- mongosh's globals */
const env = process.env;
const WhatwgUrl = typeof URL === 'function' ? URL : require('url').URL;
const required = (name) => {
  const value = env[name];
  if (!value) throw new Error(`${name} is required`);
  return value;
};

function connectWithRetry(url, attempts) {
  for (let attempt = 1; ; attempt++) {
    try {
      const admin = new Mongo(url).getDB('admin');
      admin.runCommand({ ping: 1 });
      return admin;
    } catch (error) {
      if (attempt >= attempts) throw error;
      print(`mongo-setup: MongoDB not reachable yet (${error.message}); retrying`);
      sleep(2000);
    }
  }
}

function commandResult(run) {
  try {
    return run();
  } catch (error) {
    return { ok: 0, code: error.code, errmsg: error.message };
  }
}

const admin = connectWithRetry(required('MONGO_ADMIN_URL'), 60);
const replicaSet = required('MONGO_REPLICA_SET');
const replicaHost = required('MONGO_REPLICA_HOST');

const NOT_YET_INITIALIZED = 94;
const status = commandResult(() => admin.runCommand({ replSetGetStatus: 1 }));
if (status.ok) {
  print(`mongo-setup: replica set ${status.set} already initiated`);
} else if (status.code === NOT_YET_INITIALIZED) {
  const initiated = commandResult(() =>
    admin.runCommand({
      replSetInitiate: { _id: replicaSet, members: [{ _id: 0, host: replicaHost }] },
    }),
  );
  if (!initiated.ok) throw new Error(`replSetInitiate failed: ${initiated.errmsg}`);
  print(`mongo-setup: replica set ${replicaSet} initiated with member ${replicaHost}`);
} else {
  throw new Error(`replSetGetStatus failed: ${status.errmsg}`);
}

const isPrimary = () => commandResult(() => admin.runCommand({ hello: 1 })).isWritablePrimary;
for (let attempt = 1; !isPrimary(); attempt++) {
  if (attempt > 60) throw new Error('this member did not become primary within 60 s');
  sleep(1000);
}

const serviceUrls = Object.keys(env)
  .filter((name) => name.startsWith('WORKMESH_MONGO_URL_'))
  .sort();
if (serviceUrls.length === 0) throw new Error('no WORKMESH_MONGO_URL_<SERVICE> given');
for (const name of serviceUrls) {
  const url = new WhatwgUrl(env[name]);
  const user = decodeURIComponent(url.username);
  const password = decodeURIComponent(url.password);
  const database = url.pathname.replace(/^\//, '');
  if (!user || !password || !database)
    throw new Error(`${name} must name a user, a password and a database`);
  const db = admin.getSiblingDB(database);
  const roles = [{ role: 'readWrite', db: database }];
  if (db.getUser(user)) {
    db.updateUser(user, { pwd: password, roles });
    print(`mongo-setup: user ${user} of ${database} updated`);
  } else {
    db.createUser({ user, pwd: password, roles });
    print(`mongo-setup: user ${user} of ${database} created`);
  }
}
print('mongo-setup: done');
