// Fills a SQLite data folder with `count` extra projects (each with 3 technologies and 2 tags), for bench/api.
import Database from 'better-sqlite3';
import { join } from 'node:path';

/** @param {string} dataDir @param {number} count */
export function seedProjects(dataDir, count) {
  const db = new Database(join(dataDir, 'esdc-hub.sqlite'));
  db.pragma('journal_mode = WAL');
  const users = db
    .prepare('select id from users')
    .all()
    .map((r) => r.id);
  const techs = db
    .prepare('select id from technologies')
    .all()
    .map((r) => r.id);
  const tags = db
    .prepare('select id from tags')
    .all()
    .map((r) => r.id);
  const insert = db.prepare(
    `insert into projects (user_id, title, description, category, status, image, github_link, live_url, cost, likes, views, created_at, updated_at, completed_at)
     values (?, ?, ?, 'IoT', ?, null, ?, null, 0, 0, 0, ?, ?, null)`,
  );
  const link = db.prepare('insert or ignore into project_technologies (project_id, technology_id) values (?, ?)');
  const tag = db.prepare('insert or ignore into project_tags (project_id, tag_id) values (?, ?)');
  const statuses = ['draft', 'in_progress', 'completed', 'archived'];
  const start = Date.now() - count * 60_000;
  db.transaction(() => {
    for (let i = 0; i < count; i++) {
      const at = new Date(start + i * 60_000).toISOString();
      const { lastInsertRowid } = insert.run(
        users[i % users.length],
        `Bench project ${i}: sensor node revision ${i % 97}`,
        `Benchmark project number ${i}, an ESP32 sensor node that reports temperature and humidity over MQTT every minute.`,
        statuses[i % 4],
        `https://github.com/esdc-club/bench-${i}`,
        at,
        at,
      );
      for (let t = 0; t < 3; t++) link.run(lastInsertRowid, techs[(i + t * 7) % techs.length]);
      for (let t = 0; t < 2; t++) tag.run(lastInsertRowid, tags[(i + t * 5) % tags.length]);
    }
  })();
  const max = db.prepare('select max(id) as id from projects').get().id;
  db.close();
  return max;
}
