// Initia usernames on the L1 (chain-api §4): the `usernames` module's two views, at the mainnet
// module address (Loom picks the module by the L1's network type; the devnet L1 is not "testnet").
// Seeded: alice (primary name of the test wallet), loom-weaver (primary of OTHER), bob (owned by
// the burner, which set no primary name) and an expired name. The views do not lowercase.
import { BURNER, OTHER, TEST_EVM } from '../accounts';
import { moveAddressKey, ViewError, type MoveViews } from './move-view';

export const USERNAMES_MODULE = '0x72ed9b26ecdcd6a21d304df50f19abfdbe31d2c02f60c84627844620a45940ef';

/** name → owner; `primary`: the owner chose it with set_name; `expired`: the views answer none. */
export const USERNAMES: { name: string; owner: string; primary: boolean; expired?: boolean }[] = [
	{ name: 'alice', owner: TEST_EVM.hex, primary: true },
	{ name: 'loom-weaver', owner: OTHER.hex, primary: true },
	{ name: 'bob', owner: BURNER.hex, primary: false },
	{ name: 'faded', owner: '0x00000000000000000000000000000000000fade1', primary: true, expired: true }
];

const live = () => USERNAMES.filter((u) => !u.expired);

export function registerUsernames(views: MoveViews): MoveViews {
	return views
		.register(`${USERNAMES_MODULE}::usernames::get_address_from_name`, ([name]) => {
			if (typeof name !== 'string') throw new ViewError('failed to deserialize argument 0: expected a string');
			const hit = live().find((u) => u.name === name);
			return hit ? moveAddressKey(hit.owner) : null;
		})
		.register(`${USERNAMES_MODULE}::usernames::get_name_from_address`, ([address]) => {
			const key = typeof address === 'string' ? moveAddressKey(address) : undefined;
			if (!key) throw new ViewError('failed to deserialize argument 0: invalid address');
			const hit = live().find((u) => u.primary && moveAddressKey(u.owner) === key);
			return hit ? hit.name : null;
		});
}
