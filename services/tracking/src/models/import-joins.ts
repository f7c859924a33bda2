// Invited people who joined, as imports know them (docs/import-matching.md): the
// team.member_added consumer records the join before it lands the entries held for the
// email, and an import that holds entries for an email looks for its join after holding
// them. Whichever comes second sees the other, so no entry stays held for a member who
// joined while their import ran. Nothing outside models/ sees mongoose.
import { connectionModel, mongoose, type Connection } from '@workmesh/platform';

interface ImportJoinDocument {
  /** `<team_id>:<email>` */
  _id: string;
  team_id: number;
  email: string;
  user_id: number;
  joined_at: Date;
}

const importJoinSchema = new mongoose.Schema<ImportJoinDocument>(
  {
    _id: { type: String, required: true },
    team_id: { type: Number, required: true },
    email: { type: String, required: true },
    user_id: { type: Number, required: true },
    joined_at: { type: Date, required: true },
  },
  { collection: 'import_joins', versionKey: false },
);

const joinId = (teamId: number, email: string) => `${teamId}:${email}`;

export function importJoinStore(connection: Connection) {
  const ImportJoin = connectionModel(connection, 'ImportJoin', importJoinSchema);

  return {
    model: ImportJoin,

    /** The member joined the team under the email (lower case). */
    async record(teamId: number, email: string, userId: number): Promise<void> {
      await ImportJoin.updateOne(
        { _id: joinId(teamId, email) },
        { $set: { team_id: teamId, email, user_id: userId, joined_at: new Date() } },
        { upsert: true },
      );
    },

    /** Those of the emails (lower case) who joined the team since then: email → user id. */
    async joinsOf(
      teamId: number,
      emails: Iterable<string>,
      since: Date,
    ): Promise<Map<string, number>> {
      const ids = [...new Set(emails)].map((email) => joinId(teamId, email));
      if (ids.length === 0) return new Map();
      const documents = await ImportJoin.find({
        _id: { $in: ids },
        joined_at: { $gte: since },
      }).lean<ImportJoinDocument[]>();
      return new Map(documents.map((document) => [document.email, document.user_id]));
    },
  };
}
