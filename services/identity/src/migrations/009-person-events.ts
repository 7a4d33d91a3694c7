import { outboxMigration, type Migration } from '@koinonia/service-kit';

/**
 * The identity service's outbox, and `person.changed` (packages/contracts identity-events.ts) for every change
 * of what other services show of a person — name, church, role, account status, picture — written by a trigger
 * in the transaction of the change, whichever code path makes it; and once now for everyone there is, so a consumer starts complete.
 * `clock_timestamp()` is read when the row is written (after any wait for its lock), so of two changes the
 * later one carries the later time.
 */
export const publishPersonChanges: Migration = {
  name: '009-person-events',
  async up(db) {
    await outboxMigration('009-outbox', 'identity').up(db);
    await db.raw(`
      CREATE FUNCTION identity.person_changed_payload(person identity.users) RETURNS jsonb LANGUAGE sql AS $$
        SELECT jsonb_build_object(
          'userId', person.id,
          'churchId', person.church_id,
          'displayName', trim(person.first_name || ' ' || person.last_name),
          'role', person.role,
          'status', person.status,
          'profileImageUrl', person.profile_image_url,
          'changedAt', to_char(clock_timestamp() AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'))
      $$`);
    await db.raw(`
      CREATE FUNCTION identity.person_changed() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        IF TG_OP = 'INSERT'
          OR NEW.first_name IS DISTINCT FROM OLD.first_name OR NEW.last_name IS DISTINCT FROM OLD.last_name
          OR NEW.church_id IS DISTINCT FROM OLD.church_id OR NEW.role IS DISTINCT FROM OLD.role
          OR NEW.status IS DISTINCT FROM OLD.status OR NEW.profile_image_url IS DISTINCT FROM OLD.profile_image_url
        THEN
          INSERT INTO identity.outbox_events (id, type, payload)
          VALUES (gen_random_uuid(), 'person.changed', identity.person_changed_payload(NEW));
        END IF;
        RETURN NEW;
      END $$`);
    await db.raw(
      'CREATE TRIGGER users_person_changed AFTER INSERT OR UPDATE ON identity.users FOR EACH ROW EXECUTE FUNCTION identity.person_changed()',
    );
    await db.raw(`
      INSERT INTO identity.outbox_events (id, type, payload)
      SELECT gen_random_uuid(), 'person.changed', identity.person_changed_payload(person)
      FROM identity.users AS person ORDER BY person.created_at, person.id`);
  },
  async down(db) {
    await db.raw('DROP TRIGGER users_person_changed ON identity.users');
    await db.raw('DROP FUNCTION identity.person_changed()');
    await db.raw('DROP FUNCTION identity.person_changed_payload(identity.users)');
    await outboxMigration('009-outbox', 'identity').down(db);
  },
};
