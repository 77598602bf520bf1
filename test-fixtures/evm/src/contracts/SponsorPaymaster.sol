// SPDX-License-Identifier: Apache-2.0
pragma solidity ^0.8.20;

/// ERC-4337 v0.8 packed user operation (as the EntryPoint passes it).
struct PackedUserOperation {
    address sender;
    uint256 nonce;
    bytes initCode;
    bytes callData;
    bytes32 accountGasLimits;
    uint256 preVerificationGas;
    bytes32 gasFees;
    bytes paymasterAndData;
    bytes signature;
}

interface IEntryPointDeposits {
    function depositTo(address account) external payable;
}

/// A minimal verifying paymaster for the test bed (the published account-abstraction contracts 0.8.0 ship no
/// paymaster): it pays for a user operation its off-chain `signer` signed for, within a validity window.
/// paymasterAndData = paymaster (20) | verification gas (16) | post-op gas (16) | validUntil (6) | validAfter (6) |
/// signature (65) over `getHash`, EIP-191 (`personal_sign`) prefixed.
contract SponsorPaymaster {
    address public immutable entryPoint;
    address public immutable signer;

    constructor(address entryPoint_, address signer_) {
        entryPoint = entryPoint_;
        signer = signer_;
    }

    /// Adds to this paymaster's deposit at the EntryPoint, which pays the sponsored gas.
    function deposit() external payable {
        IEntryPointDeposits(entryPoint).depositTo{value: msg.value}(address(this));
    }

    /// What the signer signs: every field of the operation except the paymaster's own signature.
    function getHash(PackedUserOperation calldata op, uint48 validUntil, uint48 validAfter)
        public
        view
        returns (bytes32)
    {
        return keccak256(
            abi.encode(
                op.sender,
                op.nonce,
                keccak256(op.initCode),
                keccak256(op.callData),
                op.accountGasLimits,
                bytes32(op.paymasterAndData[20:52]),
                op.preVerificationGas,
                op.gasFees,
                block.chainid,
                address(this),
                validUntil,
                validAfter
            )
        );
    }

    function validatePaymasterUserOp(PackedUserOperation calldata op, bytes32, uint256)
        external
        view
        returns (bytes memory context, uint256 validationData)
    {
        require(msg.sender == entryPoint, "only the EntryPoint");
        require(op.paymasterAndData.length == 52 + 12 + 65, "malformed paymaster data");
        uint48 validUntil = uint48(bytes6(op.paymasterAndData[52:58]));
        uint48 validAfter = uint48(bytes6(op.paymasterAndData[58:64]));
        bytes32 digest =
            keccak256(abi.encodePacked("\x19Ethereum Signed Message:\n32", getHash(op, validUntil, validAfter)));
        bytes32 r = bytes32(op.paymasterAndData[64:96]);
        bytes32 s = bytes32(op.paymasterAndData[96:128]);
        uint8 v = uint8(op.paymasterAndData[128]);
        // A wrong signature is not a revert: the EntryPoint reads bit 0 of validationData as 'signature failed'.
        uint256 failed = ecrecover(digest, v, r, s) == signer ? 0 : 1;
        return ("", failed | (uint256(validUntil) << 160) | (uint256(validAfter) << 208));
    }

    /// Not called (the context is empty); here for the IPaymaster interface.
    function postOp(uint8, bytes calldata, uint256, uint256) external view {
        require(msg.sender == entryPoint, "only the EntryPoint");
    }
}
