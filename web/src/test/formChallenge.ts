// A proof-of-work challenge as GET /forms/challenge answers it, solved at once: SHA-256 of
// "salt0" is the challenge, so the number 0 solves it.
export const instantChallenge = (minFillMs = 0) => ({
  data: {
    algorithm: 'SHA-256',
    challenge: '2bc990059473448e6ebd442aa16bfaa0567ac03dd094876bdb1fd834abe42c1e',
    maxnumber: 10,
    salt: 'salt',
    signature: 'sig',
    min_fill_ms: minFillMs,
  },
})
