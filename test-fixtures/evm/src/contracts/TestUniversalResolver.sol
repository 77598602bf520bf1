// SPDX-License-Identifier: Apache-2.0
pragma solidity ^0.8.20;

/// A stand-in for the ENS Universal Resolver on a local chain: one address has one primary name, every name
/// resolves to that address (`addr`) and answers the same text record (the avatar). It implements the two calls
/// viem's getEnsName, getEnsAddress and getEnsText make: reverseWithGateways and resolveWithGateways.
contract TestUniversalResolver {
    address public immutable named;
    string private primaryName;
    string private avatar;

    error ResolverNotFound(bytes name);

    constructor(address named_, string memory name_, string memory avatar_) {
        named = named_;
        primaryName = name_;
        avatar = avatar_;
    }

    function reverseWithGateways(bytes calldata lookupAddress, uint256, string[] calldata)
        external
        view
        returns (string memory, address, address)
    {
        if (lookupAddress.length == 20 && address(bytes20(lookupAddress)) == named) {
            return (primaryName, address(this), address(this));
        }
        revert ResolverNotFound(lookupAddress);
    }

    function resolveWithGateways(bytes calldata, bytes calldata data, string[] calldata)
        external
        view
        returns (bytes memory, address)
    {
        // addr(bytes32): the address the name points at.
        if (data.length >= 4 && bytes4(data[:4]) == 0x3b3b57de) {
            return (abi.encode(named), address(this));
        }
        return (abi.encode(avatar), address(this));
    }
}
