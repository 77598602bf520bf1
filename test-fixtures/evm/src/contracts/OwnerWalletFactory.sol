// SPDX-License-Identifier: Apache-2.0
pragma solidity ^0.8.20;

import "./OwnerWallet.sol";

/// Deploys OwnerWallet accounts with CREATE2, so an account has an address before it exists (ERC-6492).
contract OwnerWalletFactory {
    function deploy(address owner, bytes32 salt) external returns (address) {
        return address(new OwnerWallet{salt: salt}(owner));
    }

    function predict(address owner, bytes32 salt) external view returns (address) {
        bytes32 code = keccak256(abi.encodePacked(type(OwnerWallet).creationCode, abi.encode(owner)));
        return address(uint160(uint256(keccak256(abi.encodePacked(bytes1(0xff), address(this), salt, code)))));
    }
}
